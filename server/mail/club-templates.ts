import { bookingReference } from '../../contract/bookings';
import type { Language } from '../../contract/common';
import { paymentSummary } from '../domain/payment-status';
import { translate } from '../i18n/translate';
import { formatChf } from '../../contract/money';
import { spokenDate } from './booking-templates';
import type { Mail } from './mailer';

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
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);

const greeting = (recipient: ClubRecipient) =>
  recipient.firstName
    ? translate(recipient.language, 'mail.greeting', { name: recipient.firstName })
    : translate(recipient.language, 'mail.club.greeting');

/** "CHF 190.00 paid by card", "CHF 95.00 to be paid at the club": a booking's money as the desk needs it. */
function moneyOf(facts: Pick<ClubBookingFacts, 'charge' | 'refund' | 'status' | 'total'>, language: Language) {
  const summary = paymentSummary(facts.charge, facts.refund, facts.status);
  const key =
    summary?.status === 'paid' ? 'paidByCard' : summary?.status === 'paid_at_club' ? 'paidAtClub' : 'dueAtClub';
  return `${formatChf(summary?.amount ?? facts.total)} ${translate(language, `mail.club.${key}`)}`;
}

/** What became of the money of a cancelled booking. */
function cancelledMoney(facts: ClubBookingFacts, language: Language): string {
  const t = translator(language);
  const summary = paymentSummary(facts.charge, facts.refund, 'cancelled');
  const refund = facts.refund?.amount ?? summary?.amount ?? 0;
  if (summary?.status === 'refunded' || summary?.status === 'refund_pending')
    return t('mail.club.cancelled.refunded', { amount: formatChf(refund) });
  if (summary?.status === 'paid') return t('mail.club.cancelled.kept', { amount: formatChf(summary.amount) });
  if (summary?.status === 'owed_to_club') return t('mail.club.cancelled.owed', { amount: formatChf(summary.amount) });
  return t('mail.club.cancelled.nothingOwed');
}

const footer = (t: ReturnType<typeof translator>, link: string) => [
  link,
  '',
  t('mail.club.why'),
  '',
  t('mail.signature'),
];

/** A new booking or a golfer's cancellation, told to the club in the reader's language. */
export function clubBookingMail(
  kind: ClubBookingMailKind,
  facts: ClubBookingFacts,
  recipient: ClubRecipient,
  bookingsUrl: string,
): Mail {
  const { language } = recipient;
  const t = translator(language);
  const values = {
    club: facts.club,
    date: spokenDate(facts.date, language),
    time: facts.time,
    golfer: facts.golfer ?? t('mail.club.someone'),
    holes: t('courses.holesShort', { count: facts.holes }),
    players: t('booking.playerCount', { count: facts.players }),
  };
  const text = [
    greeting(recipient),
    '',
    t(`mail.club.${kind}.intro`, values),
    '',
    t('mail.booking.details.when', values),
    t('mail.booking.details.round', values),
    t('mail.club.golfer', { golfer: facts.email ? `${values.golfer} (${facts.email})` : values.golfer }),
    t('mail.booking.details.reference', { reference: bookingReference(facts.id) }),
    kind === 'booked'
      ? t('mail.club.payment', { payment: moneyOf(facts, language) })
      : t('mail.booking.details.total', { total: formatChf(facts.total) }),
    '',
    ...(kind === 'cancelled' ? [cancelledMoney(facts, language), ''] : []),
    ...(facts.isMystery ? [t('mail.club.mystery'), ''] : []),
    ...footer(t, t('mail.club.bookingsLink', { url: bookingsUrl })),
  ].join('\n');
  return { to: recipient.to, subject: t(`mail.club.${kind}.subject`, values), text };
}

export type SheetBooking = Pick<
  ClubBookingFacts,
  'id' | 'time' | 'players' | 'total' | 'isMystery' | 'status' | 'golfer' | 'charge' | 'refund'
>;

/** Tomorrow's bookings of the club, by time: who comes, how many, the reference, and whether it is paid or due. */
export function dailySheetMail(
  sheet: { club: string; date: string; bookings: SheetBooking[] },
  recipient: ClubRecipient,
  teeSheetUrl: string,
): Mail {
  const { language } = recipient;
  const t = translator(language);
  const date = spokenDate(sheet.date, language);
  const players = sheet.bookings.reduce((sum, booking) => sum + booking.players, 0);
  const lines = sheet.bookings.map((booking) =>
    [
      t('mail.club.sheet.line', {
        time: booking.time,
        golfer: booking.golfer ?? t('mail.club.someone'),
        players: t('booking.playerCount', { count: booking.players }),
        reference: bookingReference(booking.id),
        money: moneyOf(booking, language),
      }),
      ...(booking.isMystery ? [t('mail.club.sheet.mystery')] : []),
    ].join(' · '),
  );
  const text = [
    greeting(recipient),
    '',
    t('mail.club.sheet.intro', { club: sheet.club, date }),
    '',
    ...(lines.length > 0
      ? [
          ...lines,
          '',
          t('mail.club.sheet.summary', {
            bookings: t('mail.club.sheet.bookings', { count: sheet.bookings.length }),
            players: t('booking.playerCount', { count: players }),
          }),
        ]
      : [t('mail.club.sheet.none')]),
    '',
    ...footer(t, t('mail.club.sheet.link', { url: teeSheetUrl })),
  ].join('\n');
  return {
    to: recipient.to,
    subject: t('mail.club.sheet.subject', { count: sheet.bookings.length, date }),
    text,
  };
}
