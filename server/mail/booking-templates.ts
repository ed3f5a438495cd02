import { bookingReference } from '../../contract/bookings';
import type { Language } from '../../contract/common';
import { formatDay } from '../../contract/day-format';
import { formatChf } from '../../contract/money';
import type { ZurichMoment } from '../../contract/zurich-time';
import type { MailDraft } from './layout';
import { frame } from './templates';

export type BookingMailKind = 'confirmed' | 'cancelled' | 'reminder' | 'moved' | 'cancelledByClub' | 'playersChanged';

export interface BookingMailFacts {
  to: string;
  firstName: string | null;
  language: Language;
  bookingId: string;
  bookingUrl: string;
  club: string;
  city: string;
  /** Street, postcode and place, when the club has given it: a mystery golfer learns here where to go. */
  address: string | null;
  date: string;
  time: string;
  holes: number;
  players: number;
  total: number;
  /** How the round is paid: at the club, or already by card. */
  paidOnline: boolean;
  /** Confirmation: the cancellation terms as the golfer accepted them (free until then, or what cancelling costs). */
  terms: { free: boolean; freeUntil: ZurichMoment; cost: number } | null;
  /** Cancellation: the amount given back, when there is one. */
  refund: number | null;
  /** Cancellation: what the golfer still owes the club (a late cancellation when paying at the club). */
  owed: number | null;
  /** Confirmation and move: the round's calendar file; cancellation: the file that takes the round out of the calendar. */
  calendar?: string;
  /** Moved or cancelled by the club: the reason it gave, and the time before a move. */
  byClub?: { reason: string; previous?: ZurichMoment };
  /** Booked by the club's desk for a golfer without an account: changes go through the club, not a link. */
  atDesk?: boolean;
  /** A mystery booking: the window the golfer booked, from whose start the free cancellation is counted. */
  mystery?: { timeWindow: { start: string; end: string }; cancellationHours: number };
}

/** A round's date as the reader says it, e.g. "Samstag, 28. November 2026". */
export const spokenDate = (date: string, language: Language) => formatDay(date, language, 'long');

/** A moment as the reader says it, e.g. "Samstag, 28. November 2026, 09:10". */
const spokenMoment = (moment: ZurichMoment, language: Language) =>
  `${spokenDate(moment.date, language)}, ${moment.time}`;

/** Confirmation (with the calendar file), cancellation and day-before reminder of a booking, in the golfer's language. */
export const bookingMail =
  (kind: BookingMailKind, facts: BookingMailFacts): MailDraft =>
  (translate) => {
    const cancels = kind === 'cancelled' || kind === 'cancelledByClub';
    const t = (key: string, values: Record<string, string | number> = {}) => translate(facts.language, key, values);
    const values = {
      club: facts.club,
      date: spokenDate(facts.date, facts.language),
      time: facts.time,
      holes: t('courses.holesShort', { count: facts.holes }),
      players: t('booking.playerCount', { count: facts.players }),
      total: formatChf(facts.total),
      refund: facts.refund === null ? '' : formatChf(facts.refund),
      owed: facts.owed === null ? '' : formatChf(facts.owed),
      cost: facts.terms ? formatChf(facts.terms.cost) : '',
      freeUntil: facts.terms ? spokenMoment(facts.terms.freeUntil, facts.language) : '',
      reason: facts.byClub?.reason ?? '',
      previous: facts.byClub?.previous ? spokenMoment(facts.byClub.previous, facts.language) : '',
      window: facts.mystery ? `${facts.mystery.timeWindow.start}–${facts.mystery.timeWindow.end}` : '',
    };
    const paragraphs: string[] = [];
    if (kind === 'confirmed') {
      paragraphs.push(
        t(facts.paidOnline ? 'mail.booking.confirmed.paidOnline' : 'mail.booking.confirmed.payAtClub', values),
      );
      // A mystery golfer knew the window, not the time: the deadline is told from the window they booked.
      if (facts.terms)
        paragraphs.push(
          !facts.terms.free
            ? t('mail.booking.confirmed.notFree', values)
            : facts.mystery
              ? t('mail.booking.confirmed.mysteryFreeUntil', { ...values, count: facts.mystery.cancellationHours })
              : t('mail.booking.confirmed.freeUntil', values),
        );
      paragraphs.push(t('mail.booking.confirmed.calendar'));
    }
    if (kind === 'moved')
      paragraphs.push(
        ...(facts.atDesk ? [] : [t('mail.booking.moved.freeCancellation')]),
        t('mail.booking.confirmed.calendar'),
      );
    if (kind === 'cancelledByClub')
      paragraphs.push(
        t(facts.refund !== null ? 'mail.booking.cancelled.refund' : 'mail.booking.cancelledByClub.nothingOwed', values),
      );
    if (kind === 'cancelled' && facts.refund !== null) paragraphs.push(t('mail.booking.cancelled.refund', values));
    if (kind === 'cancelled' && facts.refund === null && facts.paidOnline)
      paragraphs.push(t('mail.booking.cancelled.noRefund', values));
    if (kind === 'cancelled' && facts.owed !== null) paragraphs.push(t('mail.booking.cancelled.owed', values));
    if (cancels && facts.calendar) paragraphs.push(t('mail.booking.cancelled.calendar'));
    if (kind === 'reminder') paragraphs.push(t('mail.booking.reminder.tip'));
    return {
      ...frame(translate, facts, {
        subject: t(`mail.booking.${kind}.subject`, values),
        blocks: [
          { paragraph: t(`mail.booking.${kind}.intro`, values) },
          ...(kind === 'confirmed' && facts.mystery
            ? [{ paragraph: t('mail.booking.confirmed.mysteryRevealed', values) }]
            : []),
          {
            details: [
              t('mail.booking.details.club', { club: `${facts.club}, ${facts.address ?? facts.city}` }),
              t('mail.booking.details.when', values),
              t('mail.booking.details.round', values),
              t('mail.booking.details.total', values),
              t('mail.booking.details.reference', { reference: bookingReference(facts.bookingId) }),
            ],
          },
          ...paragraphs.map((paragraph) => ({ paragraph })),
          facts.atDesk
            ? { paragraph: t('mail.booking.atDesk', values) }
            : { action: { label: t('mail.booking.action'), url: facts.bookingUrl } },
        ],
      }),
      ...(facts.calendar
        ? {
            attachments: [
              {
                filename: 'tee-time.ics',
                content: facts.calendar,
                contentType: `text/calendar; charset=utf-8; method=${cancels ? 'CANCEL' : 'PUBLISH'}`,
              },
            ],
          }
        : {}),
    };
  };
