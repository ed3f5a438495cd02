import { addDays, zurichDate } from '../../../contract/zurich-time';
import { SEARCH_DATE_OPTIONS } from '../../../contract/search-options';
import { discountPercent } from '../../domain/deals';
import type { Deps } from '../../http/deps';
import { deepestDiscountedTeeTime } from '../clubs/repo';
import { listMysteryDeals } from '../mystery/service';

/**
 * The deepest discount a golfer can book now, as the badges show it: over the bookable tee times of the
 * days the search offers, and the mystery deals. 0 when there is nothing to book.
 */
export async function bestDiscount(deps: Deps, now: Date): Promise<number> {
  const today = zurichDate(now);
  const [teeTime, deals] = await Promise.all([
    deepestDiscountedTeeTime(deps.database.db, { from: today, to: addDays(today, SEARCH_DATE_OPTIONS - 1), now }),
    listMysteryDeals(deps, {}, now),
  ]);
  const teeTimePercent = teeTime ? discountPercent(teeTime.original_price, teeTime.discounted_price) : 0;
  return Math.max(teeTimePercent, ...deals.map((deal) => Math.round(deal.savings)));
}
