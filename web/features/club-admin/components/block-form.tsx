import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  blockTeeTimesSchema,
  clockSchema,
  type AdminTeeTime,
  type AffectedBooking,
  type BlockPreviewQuery,
  type BookingResolution,
} from '../../../../contract/club-admin';
import { zurichDate, zurichTime } from '../../../../contract/zurich-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TimeField } from '../../../components/ui/date-time-field';
import { Form, FormCheckbox, FormField, FormMessage } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatChf } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useBlockPreview, useBlockTeeTimes } from '../hooks';

const blockFormSchema = z
  .object({
    wholeDay: z.boolean(),
    from: clockSchema,
    to: clockSchema,
    reason: blockTeeTimesSchema.shape.reason,
  })
  .refine((values) => values.wholeDay || values.from <= values.to, {
    message: 'clubAdmin.block.toBeforeFrom',
    path: ['to'],
  });
type BlockValues = z.input<typeof blockFormSchema>;
type BlockRequest = BlockPreviewQuery & { reason: string };

/** A booking's choice in the form: cancel, or the id of the tee time to move it to; '' while not chosen. */
type Choice = 'cancel' | string;

/** The refusals of a block the admin can act on, each with its reason. */
const refusalKeys: Record<string, string> = {
  bookings_unresolved: 'clubAdmin.block.errors.unresolved',
  move_refused: 'clubAdmin.block.errors.moveRefused',
  nothing_to_block: 'clubAdmin.block.errors.nothing',
};

/**
 * Blocks the day's tee times from one start to another, or the whole day, for a reason. Before anything
 * changes, it lists the bookings on those times; the club moves each to an open time or cancels it (a card
 * payment refunded in full), and every golfer is told why. `preset` is a booked time the sheet asked to block.
 */
export function BlockForm({
  clubId,
  date,
  sheet,
  preset,
}: {
  clubId: string;
  date: string;
  sheet: AdminTeeTime[];
  preset: string | null;
}) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<BlockRequest | null>(null);
  const form = useForm<BlockValues, unknown, z.output<typeof blockFormSchema>>({
    resolver: zodResolver(blockFormSchema),
    defaultValues: { wholeDay: false, from: preset ?? '08:00', to: preset ?? '12:00', reason: '' },
  });
  const wholeDay = useWatch({ control: form.control, name: 'wholeDay' });
  const card = useRef<HTMLDivElement>(null);
  // A change to the range or the reason takes the review back: the block is made as reviewed, or not at all.
  useEffect(() => {
    const subscription = form.watch(() => setRequest(null));
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (!preset) return;
    card.current?.scrollIntoView({ block: 'start' });
    form.setFocus('reason');
  }, [preset, form]);

  return (
    <Card className="p-5" ref={card}>
      <h2 className="text-lg font-bold" id="block-title">
        {t('clubAdmin.block.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('clubAdmin.block.subtitle')}</p>
      <Form
        form={form}
        onSubmit={(values) =>
          setRequest({
            date,
            ...(values.wholeDay ? {} : { from: values.from, to: values.to }),
            reason: values.reason,
          })
        }
        className="mt-4 space-y-3"
        aria-labelledby="block-title"
      >
        <FormCheckbox<BlockValues> name="wholeDay" label={t('clubAdmin.block.wholeDay')} />
        {wholeDay ? null : (
          <div className="grid grid-cols-2 gap-3">
            <FormField<BlockValues> name="from" id="block-from" label={t('clubAdmin.block.from')}>
              {(control) => <TimeField {...control} />}
            </FormField>
            <FormField<BlockValues> name="to" id="block-to" label={t('clubAdmin.block.to')}>
              {(control) => <TimeField {...control} />}
            </FormField>
          </div>
        )}
        <FormField<BlockValues>
          name="reason"
          id="block-reason"
          label={t('clubAdmin.block.reason')}
          hint={t('clubAdmin.block.reasonHint')}
        >
          {(control) => <Input maxLength={200} {...control} />}
        </FormField>
        <Button type="submit" variant="outline" className="w-full">
          {t('clubAdmin.block.review')}
        </Button>
      </Form>
      {request ? (
        <BlockReview
          key={JSON.stringify(request)}
          clubId={clubId}
          request={request}
          sheet={sheet}
          onDone={() => {
            setRequest(null);
            form.reset({ ...form.getValues(), reason: '' });
          }}
        />
      ) : null}
    </Card>
  );
}

/** The times the block closes and its bookings, each with the club's choice; then the block itself. */
function BlockReview({
  clubId,
  request,
  sheet,
  onDone,
}: {
  clubId: string;
  request: BlockRequest;
  sheet: AdminTeeTime[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { reason: _reason, ...range } = request;
  const preview = useBlockPreview(clubId, range);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const block = useBlockTeeTimes(clubId, {
    onBlocked: (result) => {
      toast.success(
        [
          t('clubAdmin.block.done', { count: result.blocked }),
          result.moved + result.cancelled > 0
            ? t('clubAdmin.block.doneBookings', { moved: result.moved, cancelled: result.cancelled })
            : '',
        ].join(' '),
      );
      onDone();
    },
    onRefused: (error) => {
      setRefusal(
        t(
          error instanceof ApiError
            ? (refusalKeys[error.code] ?? 'clubAdmin.errors.saveFailed')
            : 'clubAdmin.errors.saveFailed',
        ),
      );
      void preview.refetch();
    },
  });

  if (preview.isPending) return <Spinner className="mx-auto mt-4" />;
  if (preview.isError)
    return (
      <div className="mt-4">
        <FormMessage tone="problem">{t('clubAdmin.block.previewFailed')}</FormMessage>
      </div>
    );
  const { teeTimes, bookings } = preview.data;
  if (teeTimes.length === 0)
    return <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">{t('clubAdmin.block.nothingOpen')}</p>;

  const closing = new Set(teeTimes.map((time) => time.id));
  const resolutions: BookingResolution[] = bookings.flatMap((booking) => {
    const choice = choices[booking.id];
    if (!choice) return [];
    return [
      choice === 'cancel'
        ? { bookingId: booking.id, action: 'cancel' as const }
        : { bookingId: booking.id, action: 'move' as const, teeTimeId: choice },
    ];
  });
  const undecided = bookings.length - resolutions.length;

  return (
    <section className="mt-5 space-y-3 border-t border-slate-200 pt-4" aria-labelledby="block-review-title">
      <h3 id="block-review-title" className="font-semibold">
        {t('clubAdmin.block.closes', {
          count: teeTimes.length,
          first: teeTimes[0]!.time,
          last: teeTimes[teeTimes.length - 1]!.time,
        })}
      </h3>
      {bookings.length === 0 ? (
        <p className="text-sm text-slate-700">{t('clubAdmin.block.noBookings')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('clubAdmin.block.bookingsFirst', { count: bookings.length })}</p>
          <ul className="space-y-3" aria-label={t('clubAdmin.block.affected')}>
            {bookings.map((booking) => (
              <AffectedBookingChoice
                key={booking.id}
                booking={booking}
                targets={moveTargets(sheet, closing, booking, bookings, choices)}
                choice={choices[booking.id] ?? ''}
                onChoose={(choice) => setChoices((current) => ({ ...current, [booking.id]: choice }))}
              />
            ))}
          </ul>
        </>
      )}
      <FormMessage tone="problem">{refusal}</FormMessage>
      <Button
        className="w-full"
        disabled={undecided > 0 || block.isPending}
        onClick={() => {
          setRefusal(null);
          block.mutate({ ...request, resolutions });
        }}
      >
        {block.isPending ? <Spinner /> : null}
        {undecided > 0
          ? t('clubAdmin.block.chooseFirst', { count: undecided })
          : t('clubAdmin.block.submit', { count: teeTimes.length })}
      </Button>
    </section>
  );
}

/**
 * The times a booking can move to: the day's open times outside the block that have not started and have
 * room for its players, after the players already chosen to move there. A mystery booking is not moved.
 */
function moveTargets(
  sheet: AdminTeeTime[],
  closing: Set<string>,
  booking: AffectedBooking,
  bookings: AffectedBooking[],
  choices: Record<string, Choice>,
) {
  if (booking.isMystery) return [];
  const now = new Date();
  const started = (time: AdminTeeTime) =>
    time.date < zurichDate(now) || (time.date === zurichDate(now) && time.time <= zurichTime(now));
  const movedThere = (teeTimeId: string) =>
    bookings
      .filter((other) => other.id !== booking.id && choices[other.id] === teeTimeId)
      .reduce((players, other) => players + other.playerCount, 0);
  return sheet
    .filter((time) => !time.isBlocked && !closing.has(time.id) && !started(time))
    .map((time) => ({
      id: time.id,
      time: time.time,
      open: time.slotsAvailable - time.bookedPlayers - movedThere(time.id),
    }))
    .filter((time) => time.open >= booking.playerCount);
}

/** One booking on a time to block: who, how many, how paid, and the club's choice for it. */
function AffectedBookingChoice({
  booking,
  targets,
  choice,
  onChoose,
}: {
  booking: AffectedBooking;
  targets: { id: string; time: string; open: number }[];
  choice: Choice;
  onChoose: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const who = booking.golfer ?? booking.email ?? t('clubAdmin.block.walkIn');
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{booking.time}</span> · {who} ·{' '}
        {t('booking.playerCount', { count: booking.playerCount })} ·{' '}
        {t(booking.paidOnline ? 'clubAdmin.block.paidOnline' : 'clubAdmin.block.notPaidOnline', {
          amount: formatChf(booking.totalPrice),
        })}
      </p>
      <p className="text-xs text-slate-600">
        {t('clubAdmin.block.reference', { reference: booking.reference })}
        {booking.isMystery ? ` · ${t('clubAdmin.block.mysteryOnlyCancel')}` : ''}
      </p>
      <Select
        className="mt-2"
        aria-label={t('clubAdmin.block.choice', { reference: booking.reference })}
        value={choice}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="" disabled>
          {t('clubAdmin.block.choose')}
        </option>
        <option value="cancel">
          {t(booking.paidOnline ? 'clubAdmin.block.cancelRefund' : 'clubAdmin.block.cancelNothingOwed')}
        </option>
        {targets.map((target) => (
          <option key={target.id} value={target.id}>
            {t('clubAdmin.block.moveTo', { time: target.time, count: target.open })}
          </option>
        ))}
      </Select>
    </li>
  );
}
