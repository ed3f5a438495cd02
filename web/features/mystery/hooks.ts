import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookMysteryDealRequest, MysteryDeal } from '../../../contract/mystery';
import { bookMysteryDeal, mysteryDealQuery, mysteryDealsKey, mysteryDealsQuery, mysteryRegionsQuery } from './api';
import { bestDeal, byDay } from './deal-filters';

/** The deals of a region day by day (asked for only once a region is chosen: never every deal at once). */
export function useRegionDeals(region: string) {
  const deals = useQuery({ ...mysteryDealsQuery({ region }), enabled: region !== '' });
  return { ...deals, days: deals.data ? byDay(deals.data) : undefined };
}

/**
 * The deal the Surprise button opens: the best (highest saving, then soonest) of the day when it has one,
 * else of all deals. `best` is undefined while that is not known yet, null when there is none.
 */
export function useSurpriseDeal(date: string | null): { best: MysteryDeal | null | undefined; isError: boolean } {
  const ofDay = useQuery({ ...mysteryDealsQuery({ date: date ?? undefined }), enabled: date !== null });
  const dayBest = ofDay.data ? bestDeal(ofDay.data) : null;
  // Every deal only when there is no day, or nothing on it (or it could not be fetched).
  const all = useQuery({
    ...mysteryDealsQuery(),
    enabled: date === null || ofDay.isError || (ofDay.data !== undefined && dayBest === null),
  });
  if (date !== null && ofDay.data === undefined && !ofDay.isError) return { best: undefined, isError: false };
  const best = dayBest ?? (all.data ? bestDeal(all.data) : null);
  if (best || !all.isPending) return { best, isError: !best && all.isError };
  return { best: undefined, isError: false };
}

/**
 * Booking a mystery deal, for useBookAndPay: `book` books it; `onBooked` takes it from the lists (the deal itself
 * is gone now and would answer 404, so it is not asked for again); `onRefused` shows the deal as it is now
 * (places taken, terms no longer free, gone).
 */
export function useMysteryDealBooking(dealId: string) {
  const queryClient = useQueryClient();
  return {
    book: (input: BookMysteryDealRequest, idempotencyKey: string) => bookMysteryDeal(dealId, input, idempotencyKey),
    onBooked: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...mysteryDealsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: mysteryRegionsQuery.queryKey }),
      ]),
    onRefused: () => void queryClient.invalidateQueries({ queryKey: mysteryDealQuery(dealId).queryKey }),
  };
}
