import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

export interface TeeTimeValues {
  holeCount: 9 | 18;
  slotsAvailable: number;
  discountedPrice: number;
  originalPrice: number;
  isSurpriseDeal: boolean;
}

/** Holes, capacity, price, original price and the mystery flag: what every new tee time needs (prices unless they come from the price list). */
export function TeeTimeValueFields({
  idPrefix,
  values,
  onChange,
  prices = true,
}: {
  idPrefix: string;
  values: TeeTimeValues;
  onChange: (values: TeeTimeValues) => void;
  prices?: boolean;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<TeeTimeValues>) => onChange({ ...values, ...change });
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-holes`} className="text-sm font-semibold">
          {t('clubAdmin.fields.holeCount')}
        </label>
        <Select
          id={`${idPrefix}-holes`}
          value={values.holeCount}
          onChange={(event) => set({ holeCount: Number(event.target.value) as 9 | 18 })}
        >
          <option value={18}>18</option>
          <option value={9}>9</option>
        </Select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-capacity`} className="text-sm font-semibold">
          {t('clubAdmin.fields.slotsAvailable')}
        </label>
        <Select
          id={`${idPrefix}-capacity`}
          value={values.slotsAvailable}
          onChange={(event) => set({ slotsAvailable: Number(event.target.value) })}
        >
          {[1, 2, 3, 4, 5, 6, 7, 8].map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </Select>
      </div>
      {prices ? (
        <>
          <div className="space-y-1">
            <label htmlFor={`${idPrefix}-price`} className="text-sm font-semibold">
              {t('clubAdmin.fields.discountedPrice')}
            </label>
            <Input
              id={`${idPrefix}-price`}
              type="number"
              min={0}
              step={0.05}
              value={values.discountedPrice}
              onChange={(event) => set({ discountedPrice: Number(event.target.value) })}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${idPrefix}-original`} className="text-sm font-semibold">
              {t('clubAdmin.fields.originalPrice')}
            </label>
            <Input
              id={`${idPrefix}-original`}
              type="number"
              min={0}
              step={0.05}
              value={values.originalPrice}
              onChange={(event) => set({ originalPrice: Number(event.target.value) })}
            />
          </div>
        </>
      ) : null}
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isSurpriseDeal}
          onChange={(event) => set({ isSurpriseDeal: event.target.checked })}
        />
        {t('clubAdmin.fields.isSurpriseDeal')}
      </label>
    </div>
  );
}

/** The first problem of a form, in the user's language, naming the field. */
export function fieldProblem(t: TFunction, error: ZodError): string {
  const field = String(error.issues[0]?.path[0] ?? '');
  return t('clubAdmin.errors.checkField', { field: field ? t(`clubAdmin.fields.${field}`) : '' });
}
