import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { clubPricingSchema, pricesFor, type ClubPricing } from '../../../../contract/club-pricing';
import { addDays, isWeekend, zurichDate } from '../../../../contract/zurich-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField, numberRange } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatChf } from '../../../lib/format';
import { useClubPricing, useSaveClubPricing } from '../../../features/club-admin/hooks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';
import { TimeField } from '../../../components/ui/date-time-field';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

/** /golf-club/settings/pricing: the club's price list with a live preview of what golfers pay. */
export function PricingPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.pricing.title')}>{(clubId) => <Pricing clubId={clubId} />}</ClubPage>;
}

function Pricing({ clubId }: { clubId: string }) {
  const pricing = useClubPricing(clubId);
  return <QueryState query={pricing}>{(current) => <PricingForm clubId={clubId} initial={current} />}</QueryState>;
}

/** The next day from today that is a weekday (Monday–Friday) or a weekend day, for the preview. */
function nextDay(weekend: boolean): string {
  let day = zurichDate(new Date());
  while (isWeekend(day) !== weekend) day = addDays(day, 1);
  return day;
}

const range = {
  weekdayStandardPrice: numberRange(clubPricingSchema.shape.weekdayStandardPrice),
  weekdayDiscount: numberRange(clubPricingSchema.shape.weekdayDiscount),
  weekendPrice: numberRange(clubPricingSchema.shape.weekendPrice),
  twilightDiscount: numberRange(clubPricingSchema.shape.twilightDiscount),
};

function PricingForm({ clubId, initial }: { clubId: string; initial: ClubPricing }) {
  const { t } = useTranslation();
  const form = useForm<ClubPricing>({ resolver: zodResolver(clubPricingSchema), defaultValues: initial });
  const save = useSaveClubPricing(clubId, {
    onSaved: () => toast.success(t('clubAdmin.pricing.saved')),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  const values = useWatch({ control: form.control });
  const parsed = clubPricingSchema.safeParse(values);
  const number = (name: keyof typeof range, id: string, step?: number) => (
    <FormField<ClubPricing> name={name} id={id} label={t(`clubAdmin.fields.${name}`)} kind="number" range={range[name]}>
      {(control) => <Input type="number" {...range[name]} step={step} {...control} />}
    </FormField>
  );
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] xl:items-start">
      <Card>
        <Form
          form={form}
          onSubmit={(values) => save.mutate(values)}
          className="space-y-5 p-5 sm:p-6"
          aria-label={t('clubAdmin.pricing.title')}
        >
          {number('weekdayStandardPrice', 'pricing-weekday', 0.05)}
          {number('weekdayDiscount', 'pricing-discount')}
          {number('weekendPrice', 'pricing-weekend', 0.05)}
          <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">{t('clubAdmin.pricing.twilight')}</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.twilightStart !== null}
                onChange={(event) => form.setValue('twilightStart', event.target.checked ? '17:00' : null)}
              />
              {t('clubAdmin.pricing.twilightOffered')}
            </label>
            {values.twilightStart !== null ? (
              <div className="grid grid-cols-2 gap-3">
                <FormField<ClubPricing>
                  name="twilightStart"
                  id="pricing-twilight-start"
                  label={t('clubAdmin.fields.twilightStart')}
                >
                  {(control) => <TimeField {...control} />}
                </FormField>
                {number('twilightDiscount', 'pricing-twilight-discount')}
              </div>
            ) : null}
          </fieldset>
          <p className="text-sm text-slate-600">{t('clubAdmin.pricing.appliesTo')}</p>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {t('clubAdmin.pricing.save')}
          </Button>
        </Form>
      </Card>
      {/*
        A grid item as narrow as the screen, so that the preview table scrolls inside it on a phone; a size container,
        so that its cells lay out by the card's width (beside the form on a wide screen it is as narrow as a phone's).
      */}
      <Card className="@container min-w-0 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('clubAdmin.pricing.preview')}</h2>
        <p className="text-sm text-slate-600">{t('clubAdmin.pricing.previewHint')}</p>
        {parsed.success ? (
          <PricePreview pricing={parsed.data} />
        ) : (
          <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            {t('clubAdmin.pricing.previewInvalid')}
          </p>
        )}
      </Card>
    </div>
  );
}

function PricePreview({ pricing }: { pricing: ClubPricing }) {
  const { t } = useTranslation();
  const rows = [
    { label: 'clubAdmin.pricing.weekday', date: nextDay(false), time: '09:00' },
    ...(pricing.twilightStart
      ? [{ label: 'clubAdmin.pricing.weekdayTwilight', date: nextDay(false), time: pricing.twilightStart }]
      : []),
    { label: 'clubAdmin.pricing.weekend', date: nextDay(true), time: '09:00' },
    ...(pricing.twilightStart
      ? [{ label: 'clubAdmin.pricing.weekendTwilight', date: nextDay(true), time: pricing.twilightStart }]
      : []),
  ];
  const cell = (slot: { date: string; time: string }, holes: 9 | 18) => {
    const prices = pricesFor(pricing, { ...slot, holes });
    return (
      <TableCell className="px-1.5 py-3 text-right whitespace-nowrap tabular-nums @xl:px-3">
        <span className="font-bold text-fairway-950">{formatChf(prices.discountedPrice)}</span>
        {/* In a narrow card the regular price goes under the price, so the three columns fit without scrolling. */}
        {prices.originalPrice > prices.discountedPrice ? (
          <span className="block text-sm text-slate-500 line-through @xl:ml-2 @xl:inline">
            {formatChf(prices.originalPrice)}
          </span>
        ) : null}
      </TableCell>
    );
  };
  return (
    <Table className="mt-4" aria-label={t('clubAdmin.pricing.preview')}>
      <TableHeader>
        <TableRow>
          <TableHead className="px-1.5 @xl:px-3">{t('clubAdmin.pricing.when')}</TableHead>
          <TableHead className="px-1.5 text-right @xl:px-3">{t('clubAdmin.pricing.holes', { count: 18 })}</TableHead>
          <TableHead className="px-1.5 text-right @xl:px-3">{t('clubAdmin.pricing.holes', { count: 9 })}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableHead scope="row" className="px-1.5 py-3 font-medium @xl:px-3">
              {t(row.label, { time: row.time })}
            </TableHead>
            {cell(row, 18)}
            {cell(row, 9)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
