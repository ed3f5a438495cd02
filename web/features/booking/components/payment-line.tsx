import { CreditCard, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../contract/bookings';
import { cn } from '../../../lib/cn';
import { formatChf } from '../../../lib/format';

const tone: Record<NonNullable<Booking['payment']>['status'], string> = {
  due_at_club: 'text-slate-700',
  paid_at_club: 'text-fairway-800',
  owed_to_club: 'text-amber-800',
  awaiting_payment: 'text-amber-800',
  paid: 'text-fairway-800',
  refund_pending: 'text-amber-800',
  refunded: 'text-fairway-800',
  cancelled: 'text-slate-600',
  failed: 'text-red-700',
};

/** How a booking is paid and where the money stands. */
export function PaymentLine({ payment }: { payment: NonNullable<Booking['payment']> }) {
  const { t } = useTranslation();
  const Icon = payment.method === 'club' ? Store : CreditCard;
  return (
    <p className={cn('flex items-center gap-2 text-sm font-medium', tone[payment.status])} data-testid="payment-status">
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t(`payment.status.${payment.status}`, { amount: formatChf(payment.amount) })}
    </p>
  );
}
