import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';
import { generateScheduleSchema, SCHEDULE_LIMITS, type ScheduleLimitParams } from '../../../../contract/club-admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Link } from 'react-router';
import { formatChf } from '../../../lib/format';
import { clubAdminKeys, clubPricingQuery, generateSchedule } from '../api';
import { Field } from '../../../components/ui/field';
import { DateField, TimeField } from '../../../components/ui/date-time-field';
import { fieldProblem, TeeTimeValueFields, type TeeTimeValues } from './tee-time-fields';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** Generates tee times over a date range on chosen weekdays, every few minutes between two starts. */
export function ScheduleForm({ clubId, date }: { clubId: string; date: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [range, setRange] = useState({
    from: date,
    to: date,
    first: '07:00',
    last: '17:00',
    intervalMinutes: 10,
    weekdays: [...weekdays] as number[],
  });
  const [values, setValues] = useState<TeeTimeValues>({
    holeCount: 18,
    slotsAvailable: 4,
    discountedPrice: 80,
    originalPrice: 100,
    isSurpriseDeal: false,
  });
  const [useClubPricing, setUseClubPricing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const generate = useMutation({
    mutationFn: (input: Parameters<typeof generateSchedule>[1]) => generateSchedule(clubId, input),
    onSuccess: async (result) => {
      toast.success(t('clubAdmin.schedule.done', { created: result.created, skipped: result.skipped }));
      await queryClient.invalidateQueries({ queryKey: clubAdminKeys.all(clubId) });
    },
    onError: () => toast.error(t('clubAdmin.errors.saveFailed')),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = generateScheduleSchema.safeParse({ ...range, ...values, useClubPricing });
    setProblem(parsed.success ? null : scheduleProblem(t, parsed.error));
    if (parsed.success) generate.mutate(parsed.data);
  };
  const toggleDay = (day: number) =>
    setRange((current) => ({
      ...current,
      weekdays: current.weekdays.includes(day)
        ? current.weekdays.filter((item) => item !== day)
        : [...current.weekdays, day].sort(),
    }));

  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('clubAdmin.schedule.title')}</h2>
      <p className="text-sm text-slate-600">{t('clubAdmin.schedule.subtitle')}</p>
      <form className="mt-4 space-y-4" onSubmit={submit} aria-label={t('clubAdmin.schedule.title')}>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('clubAdmin.fields.from')} id="schedule-from">
            <DateField id="schedule-from" value={range.from} onChange={(from) => setRange({ ...range, from })} />
          </Field>
          <Field label={t('clubAdmin.fields.to')} id="schedule-to">
            <DateField id="schedule-to" value={range.to} onChange={(to) => setRange({ ...range, to })} />
          </Field>
          <Field label={t('clubAdmin.fields.first')} id="schedule-first">
            <TimeField id="schedule-first" value={range.first} onChange={(first) => setRange({ ...range, first })} />
          </Field>
          <Field label={t('clubAdmin.fields.last')} id="schedule-last">
            <TimeField id="schedule-last" value={range.last} onChange={(last) => setRange({ ...range, last })} />
          </Field>
          <Field label={t('clubAdmin.fields.intervalMinutes')} id="schedule-interval">
            <Input
              id="schedule-interval"
              type="number"
              min={5}
              max={120}
              value={range.intervalMinutes}
              onChange={(event) => setRange({ ...range, intervalMinutes: Number(event.target.value) })}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{t('clubAdmin.fields.weekdays')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {weekdays.map((day) => (
              <label
                key={day}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-fairway-700 has-[:checked]:bg-fairway-50"
              >
                <input type="checkbox" checked={range.weekdays.includes(day)} onChange={() => toggleDay(day)} />
                {t(`clubAdmin.weekdays.${day}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={useClubPricing}
            onChange={(event) => setUseClubPricing(event.target.checked)}
          />
          {t('clubAdmin.schedule.useClubPricing')}
        </label>
        {useClubPricing ? <PriceListSummary clubId={clubId} /> : null}
        <TeeTimeValueFields idPrefix="schedule" values={values} onChange={setValues} prices={!useClubPricing} />
        {problem ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={generate.isPending}>
          {generate.isPending ? <Spinner /> : null}
          {t('clubAdmin.schedule.submit')}
        </Button>
      </form>
    </Card>
  );
}

/** The schedule's first problem: a size limit of the contract said with its numbers, else the field to check. */
function scheduleProblem(t: TFunction, error: ZodError): string {
  const issue = error.issues[0];
  const limit = issue?.code === 'custom' ? (issue.params as ScheduleLimitParams | undefined) : undefined;
  if (!limit?.scheduleLimit) return fieldProblem(t, error);
  return t(`clubAdmin.schedule.tooLarge.${limit.scheduleLimit}`, {
    max: SCHEDULE_LIMITS[limit.scheduleLimit],
    count: limit.actual,
  });
}

/** What the price list charges, so the admin knows what the schedule will cost golfers. */
function PriceListSummary({ clubId }: { clubId: string }) {
  const { t, i18n } = useTranslation();
  const pricing = useQuery(clubPricingQuery(clubId));
  const chf = (amount: number) => formatChf(amount, i18n.language);
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
