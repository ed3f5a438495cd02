import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  generateScheduleSchema,
  LATEST_START,
  SCHEDULE_LIMITS,
  scheduleSize,
  type GenerateSchedule,
  type ScheduleLimit,
  type SchedulePreview,
} from '../../../../contract/club-admin';
import { zurichDate } from '../../../../contract/zurich-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateField, TimeField } from '../../../components/ui/date-time-field';
import { Form, FormCheckbox, FormField, numberRange, withMessageKeys } from '../../../components/ui/form';
import { FieldError as FieldErrorText, Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { fieldMessage, messageKey } from '../../../lib/field-message';
import { formatChf } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { clubRefusal } from './club-refusal';
import { useClubPricing, useGenerateSchedule, usePreviewSchedule } from '../hooks';
import { TeeTimeValueFields } from './tee-time-fields';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
type ScheduleValues = z.input<typeof generateScheduleSchema>;
const intervalRange = numberRange(generateScheduleSchema.shape.intervalMinutes);

/** A size limit's message with the schedule's numbers. */
const limitKey = (limit: ScheduleLimit, count: number) =>
  messageKey(`clubAdmin.schedule.tooLarge.${limit}`, { max: SCHEDULE_LIMITS[limit], count });

/** The key of each rule of the contract's schedule (its refusals are in English), told by its field and the values. */
function ruleKey(field: string, error: FieldError, values: ScheduleValues): string | undefined {
  if (error.type !== 'custom') return undefined;
  if (field === 'last')
    return values.first > values.last
      ? 'clubAdmin.schedule.lastBeforeFirst'
      : messageKey('clubAdmin.schedule.tooLate', {
          latest: LATEST_START[Number(values.holeCount) as 9 | 18],
          holes: Number(values.holeCount),
        });
  if (field === 'discountedPrice')
    return values.discountedPrice === undefined || values.originalPrice === undefined
      ? 'clubAdmin.schedule.pricesNeeded'
      : 'clubAdmin.schedule.priceAboveOriginal';
  if (field === 'to' && values.from > values.to) return 'clubAdmin.schedule.toBeforeFrom';
  // The other rules are the schedule's size: its days and tee times (on "to"), or its starts a day.
  const size = scheduleSize(values);
  if (field === 'intervalMinutes') return limitKey('teeTimesPerDay', size.perDay);
  if (field === 'to')
    return size.days > SCHEDULE_LIMITS.days ? limitKey('days', size.days) : limitKey('teeTimes', size.teeTimes);
  return undefined;
}
/** The contract's schedule, and its first day not past (the server says the same by its own clock). */
const scheduleResolver = (today: string) =>
  withMessageKeys(
    zodResolver(
      generateScheduleSchema.refine((values) => values.from >= today, {
        message: 'clubAdmin.schedule.pastDay',
        path: ['from'],
      }),
    ),
    ruleKey,
  );

/**
 * Generates tee times over a date range on chosen weekdays, every few minutes between two starts, priced from
 * the club's list unless the admin gives prices. It first shows what it would create at which prices, and
 * writes only when the admin confirms; a change to the form takes the plan back.
 */
export function ScheduleForm({ clubId, date }: { clubId: string; date: string }) {
  const { t } = useTranslation();
  const [resolver] = useState(() => scheduleResolver(zurichDate(new Date())));
  const form = useForm<ScheduleValues, unknown, GenerateSchedule>({
    resolver,
    defaultValues: {
      from: date,
      to: date,
      first: '07:00',
      last: '17:00',
      intervalMinutes: 10,
      weekdays: [...weekdays],
      holeCount: 18,
      slotsAvailable: 4,
      discountedPrice: 80,
      originalPrice: 100,
      isSurpriseDeal: false,
      useClubPricing: true,
    },
  });
  const clubPrices = useWatch({ control: form.control, name: 'useClubPricing' });
  const [plan, setPlan] = useState<{ input: GenerateSchedule; preview: SchedulePreview } | null>(null);
  useEffect(() => {
    const subscription = form.watch(() => setPlan(null));
    return () => subscription.unsubscribe();
  }, [form]);
  const refused = (error: Error) => toast.error(clubRefusal(t, error));
  const preview = usePreviewSchedule(clubId, {
    onPreviewed: (result, input) => setPlan({ input, preview: result }),
    onRefused: refused,
  });
  const generate = useGenerateSchedule(clubId, {
    onGenerated: (result) => {
      setPlan(null);
      toast.success(
        t('clubAdmin.schedule.done', {
          count: result.created,
          existing: t('clubAdmin.schedule.existing', { count: result.skipped }),
        }),
      );
    },
    onRefused: refused,
  });

  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('clubAdmin.schedule.title')}</h2>
      <p className="text-sm text-slate-600">{t('clubAdmin.schedule.subtitle')}</p>
      <Form
        form={form}
        onSubmit={(values) =>
          // The list's prices: the two fields are hidden, and their values are not the schedule's.
          preview.mutate(
            values.useClubPricing ? { ...values, discountedPrice: undefined, originalPrice: undefined } : values,
          )
        }
        className="mt-4 space-y-4"
        aria-label={t('clubAdmin.schedule.title')}
      >
        <div className="grid grid-cols-2 gap-3">
          <FormField<ScheduleValues> name="from" id="schedule-from" label={t('clubAdmin.fields.from')}>
            {(control) => <DateField {...control} />}
          </FormField>
          <FormField<ScheduleValues> name="to" id="schedule-to" label={t('clubAdmin.fields.to')}>
            {(control) => <DateField {...control} />}
          </FormField>
          <FormField<ScheduleValues> name="first" id="schedule-first" label={t('clubAdmin.fields.first')}>
            {(control) => <TimeField {...control} />}
          </FormField>
          <FormField<ScheduleValues> name="last" id="schedule-last" label={t('clubAdmin.fields.last')}>
            {(control) => <TimeField {...control} />}
          </FormField>
          <FormField<ScheduleValues>
            name="intervalMinutes"
            id="schedule-interval"
            label={t('clubAdmin.fields.intervalMinutes')}
            kind="number"
            range={intervalRange}
          >
            {(control) => <Input type="number" {...intervalRange} {...control} />}
          </FormField>
        </div>
        <WeekdayChoice />
        <FormCheckbox<ScheduleValues>
          name="useClubPricing"
          label={<span className="font-semibold">{t('clubAdmin.schedule.useClubPricing')}</span>}
        />
        {clubPrices ? <PriceListSummary clubId={clubId} /> : null}
        <TeeTimeValueFields idPrefix="schedule" prices={!clubPrices} />
        {plan ? null : (
          <Button type="submit" className="w-full" disabled={preview.isPending}>
            {preview.isPending ? <Spinner /> : null}
            {t('clubAdmin.schedule.submit')}
          </Button>
        )}
      </Form>
      {plan ? (
        <SchedulePlan
          preview={plan.preview}
          creating={generate.isPending}
          onCreate={() => generate.mutate(plan.input)}
          onChange={() => setPlan(null)}
        />
      ) : null}
    </Card>
  );
}

/** What the schedule would create, at which prices, and what it keeps or leaves out; then create or change it. */
function SchedulePlan({
  preview,
  creating,
  onCreate,
  onChange,
}: {
  preview: SchedulePreview;
  creating: boolean;
  onCreate: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const chf = (amount: number) => formatChf(amount);
  return (
    <section className="mt-4 space-y-2 rounded-xl bg-fairway-50 p-4 text-sm" aria-labelledby="schedule-plan-title">
      <h3 id="schedule-plan-title" className="font-semibold text-fairway-950">
        {t('clubAdmin.schedule.plan', { count: preview.created })}
      </h3>
      {preview.prices.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {preview.prices.map((group) => (
            <li key={`${group.discountedPrice}/${group.originalPrice}`}>
              {group.discountedPrice < group.originalPrice
                ? t('clubAdmin.schedule.planPrice', {
                    count: group.count,
                    price: chf(group.discountedPrice),
                    original: chf(group.originalPrice),
                  })
                : t('clubAdmin.schedule.planFullPrice', { count: group.count, price: chf(group.discountedPrice) })}
            </li>
          ))}
        </ul>
      ) : null}
      {preview.skipped > 0 ? <p>{t('clubAdmin.schedule.planSkipped', { count: preview.skipped })}</p> : null}
      {preview.started > 0 ? <p>{t('clubAdmin.schedule.planStarted', { count: preview.started })}</p> : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button onClick={onCreate} disabled={creating || preview.created === 0}>
          {creating ? <Spinner /> : null}
          {t('clubAdmin.schedule.create', { count: preview.created })}
        </Button>
        <Button variant="outline" onClick={onChange}>
          {t('clubAdmin.schedule.change')}
        </Button>
      </div>
    </section>
  );
}

/** The weekdays of a schedule: a group of boxes, with the schema's refusal (none chosen) under it. */
function WeekdayChoice() {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController<ScheduleValues, 'weekdays'>({ name: 'weekdays' });
  const error = fieldMessage(i18n, fieldState.error, 'text');
  const toggle = (day: number) =>
    field.onChange(
      field.value.includes(day) ? field.value.filter((item) => item !== day) : [...field.value, day].sort(),
    );
  return (
    <fieldset aria-describedby={error ? 'schedule-weekdays-error' : undefined}>
      <legend className="text-sm font-semibold">{t('clubAdmin.fields.weekdays')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {weekdays.map((day) => (
          <label
            key={day}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-fairway-700 has-[:checked]:bg-fairway-50"
          >
            <input type="checkbox" checked={field.value.includes(day)} onChange={() => toggle(day)} />
            {t(`clubAdmin.weekdays.${day}`)}
          </label>
        ))}
      </div>
      <FieldErrorText id="schedule-weekdays-error">{error}</FieldErrorText>
    </fieldset>
  );
}

/** What the price list charges, so the admin knows what the schedule will cost golfers. */
function PriceListSummary({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const pricing = useClubPricing(clubId);
  const chf = (amount: number) => formatChf(amount);
  return (
    <p className="rounded-xl bg-fairway-50 p-3 text-sm text-fairway-950">
      {pricing.data
        ? t('clubAdmin.schedule.priceList', {
            weekday: chf(pricing.data.weekdayStandardPrice),
            discount: pricing.data.weekdayDiscount,
            weekend: chf(pricing.data.weekendPrice),
          })
        : t('common.loading')}{' '}
      <Link to="/golf-club/settings/pricing" className="font-semibold underline">
        {t('clubAdmin.schedule.editPriceList')}
      </Link>
    </p>
  );
}
