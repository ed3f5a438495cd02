import type { Booking } from '../../../contract/bookings';
import type { BookMysteryDeal, MysteryDeal } from '../../../contract/mystery';
import {
  clubNameOrFallback,
  MYSTERY_DEALS_SHOWN,
  mysteryOriginalPrice,
  mysterySavingsPercent,
  mysteryWindow,
  shownClubNames,
  UNKNOWN_REGION,
} from '../../domain/mystery';
import { zurichInstant } from '../../../contract/zurich-time';
import { freeCancellation } from '../../domain/booking-policy';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../auth/session';
import type { Deps } from '../../http/deps';
import { createBooking } from '../bookings/service';
import { ensureInstances, findInstance, surpriseTeeTimes, type SurpriseTeeTimeRow } from './repo';

export const MYSTERY_IMAGE_URL = '/images/mystery.svg';

/** The deal as a golfer may see it: derived from the persisted instance, without anything naming the club or the time. */
function toDeal(row: SurpriseTeeTimeRow, instance: { id: string; randomizedClubNames: string[]; windowStartMinutes: number }, now: Date): MysteryDeal {
  const window = mysteryWindow(instance.id, row.time);
  const originalPrice = mysteryOriginalPrice(row.discounted_price, row.original_price);
  return {
    id: instance.id,
    region: row.region ?? UNKNOWN_REGION,
    possibleClubs: instance.randomizedClubNames,
    timeWindow: { start: window.start, end: window.end },
    date: row.date,
    hole_count: row.hole_count,
    price: row.discounted_price,
    originalPrice,
    savings: mysterySavingsPercent(row.discounted_price, originalPrice),
    slotsAvailable: row.open_slots,
    imageUrl: MYSTERY_IMAGE_URL,
    // As the booking will count it: from the start of the window the golfer books.
    cancellation: freeCancellation(zurichInstant(row.date, window.start), row.cancellation_hours, now),
  };
}

/** Instances for the rows, created once; the deal's id is made here because it sets the window. */
async function dealsOf(deps: Deps, rows: SurpriseTeeTimeRow[], now: Date): Promise<MysteryDeal[]> {
  const instances = await ensureInstances(
    deps.database.db,
    rows.map((row) => {
      const id = crypto.randomUUID();
      const window = mysteryWindow(id, row.time);
      return {
        id,
        teeTimeId: row.tee_time_id,
        randomizedClubNames: shownClubNames(id, clubNameOrFallback({ id: row.club_id, name: row.club_name }), row.associated_names ?? []),
        selectedMinute: Number(row.time.slice(3, 5)),
        windowStartMinutes: window.startMinutes,
      };
    }),
  );
  const byTeeTime = new Map(instances.map((instance) => [instance.teeTimeId, instance]));
  return rows.map((row) => toDeal(row, byTeeTime.get(row.tee_time_id)!, now));
}

/** The next ten mystery deals that can be booked now, earliest first. */
export async function listMysteryDeals(deps: Deps, now: Date): Promise<MysteryDeal[]> {
  return dealsOf(deps, await surpriseTeeTimes(deps.database.db, { now, limit: MYSTERY_DEALS_SHOWN }), now);
}

/** One deal while it can still be booked. */
export async function getMysteryDeal(deps: Deps, dealId: string, now: Date): Promise<MysteryDeal> {
  const instance = await findInstance(deps.database.db, dealId);
  const [row] = instance ? await surpriseTeeTimes(deps.database.db, { now, limit: 1, teeTimeIds: [instance.teeTimeId] }) : [];
  if (!instance || !row) throw new AppError('not_found', 'This mystery deal is not available any more');
  return toDeal(row, instance, now);
}

/** Books a deal through the one booking flow; the answer reveals the club and the exact time. */
export async function bookMysteryDeal(deps: Deps, golfer: SessionUser, dealId: string, input: BookMysteryDeal, idempotencyKey: string | undefined, now: Date): Promise<Booking> {
  const instance = await findInstance(deps.database.db, dealId);
  if (!instance) throw new AppError('not_found', 'This mystery deal is not available any more');
  return createBooking(deps, golfer, { teeTimeId: instance.teeTimeId, ...input }, idempotencyKey, now);
}
