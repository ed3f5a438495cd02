import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { generateScheduleSchema } from '../../../../contract/club-admin';
import { chfPriceSchema } from '../../../../contract/common';
import { FormCheckbox, FormField, numberRange } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

type TeeTimeValues = Pick<
  z.input<typeof generateScheduleSchema>,
  'holeCount' | 'slotsAvailable' | 'discountedPrice' | 'originalPrice' | 'isSurpriseDeal'
>;

/** A price in CHF: its bounds, in steps of 5 Rappen. */
export const priceRange = { ...numberRange(chfPriceSchema), step: 0.05 };

/**
 * Holes, capacity, price, original price and the mystery flag of a `Form`: what every new tee time needs (prices
 * unless they come from the price list).
 */
export function TeeTimeValueFields({ idPrefix, prices = true }: { idPrefix: string; prices?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField<TeeTimeValues>
        name="holeCount"
        id={`${idPrefix}-holes`}
        label={t('clubAdmin.fields.holeCount')}
        kind="number"
      >
        {(control) => (
          <Select {...control}>
            <option value={18}>18</option>
            <option value={9}>9</option>
          </Select>
        )}
      </FormField>
      <FormField<TeeTimeValues>
        name="slotsAvailable"
        id={`${idPrefix}-capacity`}
        label={t('clubAdmin.fields.slotsAvailable')}
        kind="number"
      >
        {(control) => (
          <Select {...control}>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {prices ? (
        <>
          <FormField<TeeTimeValues>
            name="discountedPrice"
            id={`${idPrefix}-price`}
            label={t('clubAdmin.fields.discountedPrice')}
            kind="number"
            range={priceRange}
          >
            {(control) => <Input type="number" {...priceRange} {...control} />}
          </FormField>
          <FormField<TeeTimeValues>
            name="originalPrice"
            id={`${idPrefix}-original`}
            label={t('clubAdmin.fields.originalPrice')}
            kind="number"
            range={priceRange}
          >
            {(control) => <Input type="number" {...priceRange} {...control} />}
          </FormField>
        </>
      ) : null}
      <FormCheckbox<TeeTimeValues>
        name="isSurpriseDeal"
        label={t('clubAdmin.fields.isSurpriseDeal')}
        className="col-span-2"
      />
    </div>
  );
}
