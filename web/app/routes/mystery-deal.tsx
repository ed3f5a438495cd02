import { useParams } from 'react-router';
import { useBookAndPay } from '../../features/booking/use-book-and-pay';
import { useMysteryDealBooking } from '../../features/mystery/hooks';
import { useRefreshNotifications } from '../../features/notifications/hooks';
import { DealPage } from '../../features/mystery/components/deal-page';

/** /surprise/details/{dealId}: the mystery feature's deal, booked and paid as every tee time is. */
export function MysteryDealRoute() {
  const { dealId = '' } = useParams();
  const deal = useMysteryDealBooking(dealId);
  const refreshNotifications = useRefreshNotifications();
  const book = useBookAndPay(deal.book, {
    onBooked: () => Promise.all([deal.onBooked(), refreshNotifications()]),
    onRefused: deal.onRefused,
  });
  return <DealPage dealId={dealId} book={book} />;
}
