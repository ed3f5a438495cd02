import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ZurichMoment } from '../../contract/zurich-time';
import { formatChf, formatMoment } from '../lib/format';

interface Terms {
  free: boolean;
  freeUntil: ZurichMoment;
}

/**
 * The cancellation terms of a booking about to be made, computed by the server for this moment: free
 * until a stated time, or, when that time has passed, what cancelling would cost, which the golfer
 * accepts with a tick before the confirm button does anything.
 */
export function TermsBeforeBooking({
  terms,
  cost,
  accepted,
  onAcceptedChange,
}: {
  terms: Terms;
  cost: number;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  if (terms.free) {
    return (
      <p className="flex gap-2 rounded-xl bg-fairway-50 p-4 text-sm text-fairway-900" data-testid="cancellation-terms">
        <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('terms.freeUntil', {
          moment: formatMoment(terms.freeUntil, i18n.language),
        })}
      </p>
    );
  }
  const amount = formatChf(cost);
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="cancellation-terms"
    >
      <p className="flex gap-2 font-semibold">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('terms.notFree', { amount })}
      </p>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
        />
        <span>{t('terms.accept', { amount })}</span>
      </label>
    </div>
  );
}

/** The terms of a booking that has been made: free until a time, or what cancelling now costs. */
export function BookingTerms({ cancellation }: { cancellation: Terms & { cost: number } }) {
  const { t, i18n } = useTranslation();
  const moment = formatMoment(cancellation.freeUntil, i18n.language);
  return (
    <p className="flex gap-2 text-sm text-slate-700" data-testid="booking-terms">
      <ShieldCheck className="h-5 w-5 shrink-0 text-fairway-700" aria-hidden="true" />
      {cancellation.free
        ? t('terms.freeUntil', { moment })
        : t('terms.costsNow', {
            amount: formatChf(cancellation.cost),
            moment,
          })}
    </p>
  );
}
