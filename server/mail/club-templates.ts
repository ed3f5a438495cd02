import { bookingReference } from '../../contract/bookings';
import type { Language } from '../../contract/common';
import { paymentSummary } from '../domain/payment-status';
import { formatChf } from '../../contract/money';
import type { Translate } from '../i18n/translate';
import { spokenDate } from './booking-templates';
import type { MailBlock, MailDraft } from './layout';
import { frame } from './templates';

/** Who a club's mail goes to: an admin (greeted by name) or the one address the club gave. */
export interface ClubRecipient {
  to: string;
  language: Language;
  firstName: string | null;
}

type Money = Parameters<typeof paymentSummary>[0];

/** A booking as the club's mails tell it. */
export interface ClubBookingFacts {
  id: string;
  club: string;
  date: string;
  /** HH:mm, Zurich's wall clock. */
  time: string;
  holes: number;
  players: number;
  total: number;
  isMystery: boolean;
  status: string;
  golfer: string | null;
  email: string | null;
  charge: Money;
  refund: Money;
}

export type ClubBookingMailKind = 'booked' | 'cancelled';

const translator =
  (translate: Translate, language: Language) =>
  (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);

type T = ReturnType<typeof translator>;

/** An admin is greeted by name; the club's own address by "Hello,". */
const greeting = (t: T, recipient: ClubRecipient) =>
  recipient.firstName ? t('mail.greeting', { name: recipient.firstName }) : t('mail.club.greeting');

/** "CHF 190.00 paid by card", "CHF 95.00 to be paid at the club": a booking's money as the desk needs it. */
function moneyOf(facts: Pick<ClubBookingFacts, 'charge' | 'refund' | 'status' | 'total'>, t: T) {
  const summary = paymentSummary(facts.charge, facts.refund, facts.status);
  const key =
    summary?.status === 'paid' ? 'paidByCard' : summary?.status === 'paid_at_club' ? 'paidAtClub' : 'dueAtClub';
  return `${formatChf(summary?.amount ?? facts.total)} ${t(`mail.club.${key}`)}`;
}

/** What became of the money of a cancelled booking. */
function cancelledMoney(facts: ClubBookingFacts, t: T): string {
  const summary = paymentSummary(facts.charge, facts.refund, 'cancelled');
  const refund = facts.refund?.amount ?? summary?.amount ?? 0;
  if (summary?.status === 'refunded' || summary?.status === 'refund_pending')
    return t('mail.club.cancelled.refunded', { amount: formatChf(refund) });
  if (summary?.status === 'paid') return t('mail.club.cancelled.kept', { amount: formatChf(summary.amount) });
  if (summary?.status === 'owed_to_club') return t('mail.club.cancelled.owed', { amount: formatChf(summary.amount) });
  return t('mail.club.cancelled.nothingOwed');
}

/** Every club mail: the reader's greeting, the body, and why the club receives it. */
const clubFrame = (translate: Translate, recipient: ClubRecipient, body: { subject: string; blocks: MailBlock[] }) => {
  const t = translator(translate, recipient.language);
  return frame(translate, recipient, { ...body, greeting: greeting(t, recipient), footnote: t('mail.club.why') });
};

/** A new booking or a golfer's cancellation, told to the club in the reader's language. */
export const clubBookingMail =
  (kind: ClubBookingMailKind, facts: ClubBookingFacts, recipient: ClubRecipient, bookingsUrl: string): MailDraft =>
  (translate) => {
    const t = translator(translate, recipient.language);
    const values = {
      club: facts.club,
      date: spokenDate(facts.date, recipient.language),
      time: facts.time,
      golfer: facts.golfer ?? t('mail.club.someone'),
      holes: t('courses.holesShort', { count: facts.holes }),
      players: t('booking.playerCount', { count: facts.players }),
    };
    return clubFrame(translate, recipient, {
      subject: t(`mail.club.${kind}.subject`, values),
      blocks: [
        { paragraph: t(`mail.club.${kind}.intro`, values) },
        {
          details: [
            t('mail.booking.details.when', values),
            t('mail.booking.details.round', values),
            t('mail.club.golfer', { golfer: facts.email ? `${values.golfer} (${facts.email})` : values.golfer }),
            t('mail.booking.details.reference', { reference: bookingReference(facts.id) }),
            kind === 'booked'
              ? t('mail.club.payment', { payment: moneyOf(facts, t) })
              : t('mail.booking.details.total', { total: formatChf(facts.total) }),
          ],
        },
        ...(kind === 'cancelled' ? [{ paragraph: cancelledMoney(facts, t) }] : []),
        ...(facts.isMystery ? [{ paragraph: t('mail.club.mystery') }] : []),
        { action: { label: t('mail.club.bookingsLink'), url: bookingsUrl } },
      ],
    });
  };

export type SheetBooking = Pick<
  ClubBookingFacts,
  'id' | 'time' | 'players' | 'total' | 'isMystery' | 'status' | 'golfer' | 'charge' | 'refund'
>;

/** Tomorrow's bookings of the club, by time: who comes, how many, the reference, and whether it is paid or due. */
export const dailySheetMail =
  (
    sheet: { club: string; date: string; bookings: SheetBooking[] },
    recipient: ClubRecipient,
    teeSheetUrl: string,
  ): MailDraft =>
  (translate) => {
    const t = translator(translate, recipient.language);
    const date = spokenDate(sheet.date, recipient.language);
    const players = sheet.bookings.reduce((sum, booking) => sum + booking.players, 0);
    const lines = sheet.bookings.map((booking) =>
      [
        t('mail.club.sheet.line', {
          time: booking.time,
          golfer: booking.golfer ?? t('mail.club.someone'),
          players: t('booking.playerCount', { count: booking.players }),
          reference: bookingReference(booking.id),
          money: moneyOf(booking, t),
        }),
        ...(booking.isMystery ? [t('mail.club.sheet.mystery')] : []),
      ].join(' · '),
    );
    return clubFrame(translate, recipient, {
      subject: t('mail.club.sheet.subject', { count: sheet.bookings.length, date }),
      blocks: [
        { paragraph: t('mail.club.sheet.intro', { club: sheet.club, date }) },
        ...(lines.length > 0
          ? [
              { details: lines },
              {
                paragraph: t('mail.club.sheet.summary', {
                  bookings: t('mail.club.sheet.bookings', { count: sheet.bookings.length }),
                  players: t('booking.playerCount', { count: players }),
                }),
              },
            ]
          : [{ paragraph: t('mail.club.sheet.none') }]),
        { action: { label: t('mail.club.sheet.link'), url: teeSheetUrl } },
      ],
    });
  };
