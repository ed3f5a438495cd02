import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetBooking, SheetTeeTime } from '../../../../contract/desk';
import { clubReasonSchema } from '../../../../contract/club-admin';
import { handicapText } from '../../../../contract/handicap';
import { zurichDate, zurichInstant } from '../../../../contract/zurich-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-time-field';
import { Field, fieldDescription } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatChf, formatInstant } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelClubBooking, useChangeDeskBooking, useCheckIn, useMoveBooking, useTeeSheet } from '../hooks';
import { DeskMarks } from './desk-marks';
import { clubRefusal } from './club-refusal';

const isActive = (booking: SheetBooking) => booking.status === 'pending' || booking.status === 'confirmed';

/**
 * Why the desk cannot change how many players a booking has, or null when it can: the money must be due at
 * the club (a card payment is not the desk's to change, money received is taken back first).
 */
function countLocked(booking: SheetBooking): string | null {
  if (booking.isMystery) return 'clubAdmin.desk.countLocked.mystery';
  if (booking.payment?.method === 'card') return 'clubAdmin.desk.countLocked.card';
  if (booking.payment?.status === 'paid_at_club') return 'clubAdmin.desk.countLocked.paid';
  return null;
}

/**
 * One booking as the desk handles it: who plays, how it is paid, and every step of the day in one place:
 * arrived, paid at the desk, played or no-show (each taken back the same day), players and note, a move
 * to another time (the golfer is told why), and cancelling.
 */
export function BookingPanel({
  clubId,
  teeTime,
  booking,
  onClose,
}: {
  clubId: string;
  teeTime: SheetTeeTime;
  booking: SheetBooking;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const now = new Date();
  const started = zurichInstant(teeTime.date, teeTime.time) <= now;
  const today = teeTime.date === zurichDate(now);
  const chf = (amount: number) => formatChf(amount);
  const refused = (error: Error) => setRefusal(clubRefusal(t, error));
  const done = (key: string) => () => {
    setRefusal(null);
    toast.success(t(key, { reference: booking.reference }));
  };
  const checkIn = useCheckIn(clubId, booking.id, { onMarked: done('clubAdmin.desk.saved'), onRefused: refused });
  const cancel = useCancelClubBooking(clubId, booking.id, {
    onCancelled: () => {
      toast.success(t('clubAdmin.bookings.cancelled'));
      onClose();
    },
    onRefused: refused,
  });
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const facts: [string, string][] = [
    ['clubAdmin.desk.reference', booking.reference],
    ['clubAdmin.desk.when', `${teeTime.date.split('-').reverse().join('.')} ${teeTime.time}`],
    ['clubAdmin.desk.status', t(`booking.status.${booking.status}`)],
    [
      'clubAdmin.bookings.payment',
      booking.payment
        ? t(`clubAdmin.desk.paymentShort.${booking.payment.status}`, { amount: chf(booking.payment.amount) })
        : t('clubAdmin.bookings.noPayment'),
    ],
    ...(booking.phone ? [['clubAdmin.desk.phone', booking.phone] as [string, string]] : []),
    ...(booking.email ? [['clubAdmin.desk.email', booking.email] as [string, string]] : []),
    ...(booking.checkedInAt
      ? [['clubAdmin.desk.arrivedAt', formatInstant(booking.checkedInAt, i18n.language)] as [string, string]]
      : []),
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Badge tone={booking.source === 'desk' ? 'neutral' : 'success'}>
          {t(booking.source === 'desk' ? 'clubAdmin.desk.sourceDesk' : 'clubAdmin.desk.sourceOnline')}
        </Badge>
        {booking.isMystery ? <Badge tone="deal">{t('mystery.badge')}</Badge> : null}
        {booking.checkedInAt ? <Badge tone="success">{t('clubAdmin.desk.arrived')}</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600">{t(label)}</dt>
            <dd className="font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-label={t('clubAdmin.desk.dayActions')} className="flex flex-wrap gap-2">
        {booking.status === 'confirmed' && today && !booking.checkedInAt ? (
          <Button size="sm" disabled={checkIn.isPending} onClick={() => checkIn.mutate(true)}>
            {t('clubAdmin.desk.checkIn')}
          </Button>
        ) : null}
        {booking.checkedInAt && booking.undo.checkIn ? (
          <Button size="sm" variant="ghost" disabled={checkIn.isPending} onClick={() => checkIn.mutate(false)}>
            {t('clubAdmin.desk.undoCheckIn')}
          </Button>
        ) : null}
        <DeskMarks
          clubId={clubId}
          booking={booking}
          started={started}
          checkedIn={booking.checkedInAt !== null}
          onMarked={done('clubAdmin.desk.saved')}
          onRefused={refused}
        />
      </section>
      {booking.checkedInAt && booking.status === 'confirmed' && started ? (
        <p className="text-xs text-slate-600">{t('clubAdmin.desk.noShowCheckedIn')}</p>
      ) : null}
      <FormMessage tone="problem">{refusal}</FormMessage>

      {isActive(booking) ? (
        <PlayersForm
          key={booking.players.join('|') + booking.note}
          clubId={clubId}
          teeTime={teeTime}
          booking={booking}
        />
      ) : null}
      {isActive(booking) && !booking.isMystery ? (
        <MoveForm clubId={clubId} teeTime={teeTime} booking={booking} onMoved={onClose} />
      ) : null}

      {isActive(booking) && !started ? (
        <div className="border-t border-slate-200 pt-4">
          {confirmingCancel ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('clubAdmin.bookings.confirmCancel')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmingCancel(false)}>
                {t('clubAdmin.teeSheet.cancel')}
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setConfirmingCancel(true)}>
              {t('clubAdmin.bookings.cancel')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** A player's handicap index and Swiss Golf number as the golfer gave them, or nothing when they gave none. */
function detailsText(t: TFunction, details: SheetBooking['playerDetails'][number] | undefined): string | undefined {
  const parts = [
    details?.handicapIndex != null
      ? t('clubAdmin.desk.handicap', { index: handicapText(details.handicapIndex) })
      : null,
    details?.swissGolfNumber ? t('clubAdmin.desk.swissGolfNumber', { number: details.swissGolfNumber }) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The players of a booking by place (the golfer first), their number where the desk may change it, and the note. */
function PlayersForm({ clubId, teeTime, booking }: { clubId: string; teeTime: SheetTeeTime; booking: SheetBooking }) {
  const { t } = useTranslation();
  const locked = countLocked(booking);
  const [count, setCount] = useState(booking.playerCount);
  const [guests, setGuests] = useState(() => booking.players.slice(1).map((name) => name ?? ''));
  const [note, setNote] = useState(booking.note ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useChangeDeskBooking(clubId, booking.id, {
    onChanged: () => {
      setRefusal(null);
      toast.success(t('clubAdmin.desk.saved', { reference: booking.reference }));
    },
    onRefused: (error) => setRefusal(clubRefusal(t, error)),
  });
  const most = booking.playerCount + teeTime.slotsAvailable - teeTime.bookedPlayers;
  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-4"
      aria-label={t('clubAdmin.desk.playersTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({
          ...(count !== booking.playerCount ? { playerCount: count } : {}),
          guests: guests.slice(0, count - 1).map((name) => ({ name: name.trim() || null })),
          note: note.trim() || null,
        });
      }}
    >
      <h3 className="font-semibold">{t('clubAdmin.desk.playersTitle')}</h3>
      {locked ? (
        <p className="text-sm text-slate-700">
          {t('booking.playerCount', { count: booking.playerCount })} · {t(locked)}
        </p>
      ) : (
        <Field label={t('clubAdmin.desk.players')} id={`players-${booking.id}`}>
          <Select id={`players-${booking.id}`} value={count} onChange={(event) => setCount(Number(event.target.value))}>
            {Array.from({ length: most }, (_, index) => index + 1).map((option) => (
              <option key={option} value={option}>
                {t('booking.playerCount', { count: option })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <p className="text-sm">
        <span className="text-slate-600">{t('clubAdmin.desk.place', { place: 1 })}: </span>
        <span className="font-semibold">{booking.golfer ?? t('clubAdmin.desk.unnamed')}</span>
        {detailsText(t, booking.playerDetails[0]) ? (
          <span className="block text-slate-600">{detailsText(t, booking.playerDetails[0])}</span>
        ) : null}
      </p>
      {Array.from({ length: count - 1 }, (_, index) => (
        <Field
          key={index}
          label={t('clubAdmin.desk.guest', { place: index + 2 })}
          id={`guest-${booking.id}-${index}`}
          hint={detailsText(t, booking.playerDetails[index + 1])}
        >
          <Input
            id={`guest-${booking.id}-${index}`}
            aria-describedby={fieldDescription(`guest-${booking.id}-${index}`, {
              hint: detailsText(t, booking.playerDetails[index + 1]),
            })}
            maxLength={80}
            value={guests[index] ?? ''}
            onChange={(event) => setGuests((current) => Object.assign([...current], { [index]: event.target.value }))}
          />
        </Field>
      ))}
      <Field label={t('clubAdmin.desk.note')} id={`note-${booking.id}`}>
        <Input
          id={`note-${booking.id}`}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <FormMessage tone="problem">{refusal}</FormMessage>
      <Button type="submit" size="sm" variant="outline" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {t('clubAdmin.desk.savePlayers')}
      </Button>
    </form>
  );
}

/** Moves the booking to an open time with room for its players, on its day or another; the golfer is told why. */
function MoveForm({
  clubId,
  teeTime,
  booking,
  onMoved,
}: {
  clubId: string;
  teeTime: SheetTeeTime;
  booking: SheetBooking;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(teeTime.date);
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const sheet = useTeeSheet(clubId, date);
  const move = useMoveBooking(clubId, booking.id, {
    onMoved: () => {
      toast.success(t('clubAdmin.desk.moved', { reference: booking.reference }));
      onMoved();
    },
    onRefused: (error) => setRefusal(clubRefusal(t, error)),
  });
  const now = new Date();
  const targets = (sheet.data ?? []).filter(
    (time) =>
      time.id !== teeTime.id &&
      !time.isBlocked &&
      zurichInstant(time.date, time.time) > now &&
      time.slotsAvailable - time.bookedPlayers >= booking.playerCount,
  );
  const validReason = clubReasonSchema.safeParse(reason).success;
  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-4"
      aria-label={t('clubAdmin.desk.moveTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal(null);
        move.mutate({ teeTimeId: target, reason: reason.trim() });
      }}
    >
      <h3 className="font-semibold">{t('clubAdmin.desk.moveTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('clubAdmin.fields.date')} id={`move-date-${booking.id}`}>
          <DateField
            id={`move-date-${booking.id}`}
            value={date}
            onChange={(value) => {
              setDate(value);
              setTarget('');
            }}
          />
        </Field>
        <Field label={t('clubAdmin.desk.moveTo')} id={`move-time-${booking.id}`}>
          <Select id={`move-time-${booking.id}`} value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="" disabled>
              {sheet.isPending
                ? t('clubAdmin.desk.loadingTimes')
                : targets.length === 0
                  ? t('clubAdmin.desk.noTargets')
                  : t('clubAdmin.block.choose')}
            </option>
            {targets.map((time) => (
              <option key={time.id} value={time.id}>
                {t('clubAdmin.block.moveTo', { time: time.time, count: time.slotsAvailable - time.bookedPlayers })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={t('clubAdmin.desk.moveReason')}
        id={`move-reason-${booking.id}`}
        hint={t('clubAdmin.desk.moveReasonHint')}
      >
        <Input
          id={`move-reason-${booking.id}`}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <FormMessage tone="problem">{refusal}</FormMessage>
      <Button type="submit" size="sm" variant="outline" disabled={!target || !validReason || move.isPending}>
        {move.isPending ? <Spinner /> : null}
        {t('clubAdmin.desk.moveSubmit')}
      </Button>
    </form>
  );
}
