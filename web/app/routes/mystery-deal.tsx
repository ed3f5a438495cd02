import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { BookMysteryDealRequest } from '../../../contract/mystery';
import { useBookAndPay } from '../../features/booking/book-and-pay';
import { bookMysteryDeal, forgetBookedDeal, refreshDeal } from '../../features/mystery/api';
import { refreshNotifications } from '../../features/notifications/api';
import { DealPage } from '../../features/mystery/components/deal-page';

/** /surprise/details/{dealId}: the mystery feature's deal, booked and paid as every tee time is. */
export function MysteryDealRoute() {
  const { dealId = '' } = useParams();
  const queryClient = useQueryClient();
  const book = useBookAndPay(
    (input: BookMysteryDealRequest, idempotencyKey: string) => bookMysteryDeal(dealId, input, idempotencyKey),
    {
      onBooked: () => Promise.all([forgetBookedDeal(queryClient), refreshNotifications(queryClient)]),
      onRefused: () => refreshDeal(queryClient, dealId),
    },
  );
  return <DealPage dealId={dealId} book={book} />;
}
