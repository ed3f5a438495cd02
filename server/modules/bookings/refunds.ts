import { toRappen } from '../../payments/provider';
import type { Deps } from '../../http/deps';
import { notify } from '../notifications/repo';
import { chargeOf, findBooking, pendingRefunds, updatePayment } from './repo';
import { notificationFacts } from './views';

/**
 * Asks the provider for the refunds recorded as pending (of the given bookings, or all). The provider's
 * idempotency key is the booking, so a retry after a lost answer never refunds twice. A failed call stays
 * pending and housekeeping tries again.
 */
export async function refundPending(deps: Deps, bookingIds?: string[]) {
  const { db } = deps.database;
  const payments = deps.payments;
  if (payments.name !== 'stripe') return;
  for (const refund of await pendingRefunds(db, bookingIds)) {
    try {
      const charge = await chargeOf(db, refund.bookingId);
      if (!charge?.providerChargeId) continue;
      const { refundId } = await payments.refund({
        bookingId: refund.bookingId,
        chargeId: charge.providerChargeId,
        amountRappen: toRappen(refund.amount),
      });
      await db.transaction(async (tx) => {
        await updatePayment(tx, refund.bookingId, 'refund', { status: 'succeeded', providerReference: refundId });
        const row = (await findBooking(tx, refund.bookingId))!;
        if (row.userId)
          await notify(tx, {
            userId: row.userId,
            bookingId: row.id,
            type: 'payment_refunded',
            data: { ...notificationFacts(row), amount: refund.amount },
          });
      });
    } catch (error) {
      deps.logger.error({ err: error, bookingId: refund.bookingId }, 'refund failed; housekeeping will try again');
    }
  }
}
