import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { clubPayoutAccounts, golfClubs, payouts } from '../../db/schema';
import { golferName } from '../club-admin/repo';

/**
 * The one definition of what a booking earned (dashboard, Finances, the super admin), from its charge row `c`
 * and the booking `b`: paid by card through us; or, paying at the club, paid at the desk, or due there for a
 * round still to come or played, or owed after a late cancellation (the policy the golfer accepted). A
 * no-show's money that the desk never received is not revenue, nor is anything cancelled for free. Bookings
 * the desk took for phone and walk-in golfers are the club's own business: their money is not ours to count
 * (nor to take a commission on). Refunds are counted apart.
 */
export const paidOnline = sql.raw(`(c.provider = 'stripe' and c.status = 'succeeded')`);
export const earnedAtClub = sql.raw(
  `(b.source = 'online' and c.provider = 'club' and (c.status = 'succeeded' or (c.status = 'pending' and b.status <> 'no_show')))`,
);

export interface BookingMoneyRow {
  id: string;
  date: string;
  time: string;
  player_count: number;
  golfer: string | null;
  status: string;
  /** Paid by card through us. */
  online: number;
  /** Earned paying at the club (see `earnedAtClub`). */
  at_club: number;
  refunded: number;
}

/** Every booking with a round between two dates (of one club, or of all), with what it earned and gave back. */
const moneyOfBookings = (range: { from: string; to: string }, clubId: string | null) =>
  sql`select b.id, b.created_at, to_char(t.date, 'YYYY-MM-DD') as date, to_char(t.time, 'HH24:MI') as time, b.player_count, ${golferName} as golfer, b.status,
        (case when ${paidOnline} then c.amount else 0 end)::float8 as online,
        (case when ${earnedAtClub} then c.amount else 0 end)::float8 as at_club,
        (case when r.status = 'succeeded' then r.amount else 0 end)::float8 as refunded
      from bookings b join tee_times t on t.id = b.tee_time_id
        left join payments c on c.booking_id = b.id and c.kind = 'charge'
        left join payments r on r.booking_id = b.id and r.kind = 'refund'
        left join profiles pr on pr.id = b.user_id
      where t.date between ${range.from} and ${range.to} ${clubId ? sql`and t.golf_club_id = ${clubId}` : sql``}`;

/** Every booking of the club with a round between two dates that moved money, by round. */
export function bookingMoney(db: Db | Tx, clubId: string, range: { from: string; to: string }) {
  return queryRows<BookingMoneyRow>(
    db,
    sql`select id, date, time, player_count, golfer, status, online, at_club, refunded
        from (${moneyOfBookings(range, clubId)}) money
        where online > 0 or at_club > 0 or refunded > 0
        order by date, time, created_at`,
  );
}

/**
 * The bookings with rounds between two dates (of one club, or of all) that earned money after refunds, and
 * their revenue (before refunds, as Finances states it).
 */
export async function revenueBetween(db: Db | Tx, range: { from: string; to: string }, clubId: string | null) {
  const [row] = await queryRows<{ bookings: number; revenue: number }>(
    db,
    sql`select (count(*) filter (where online + at_club - refunded > 0))::int as bookings,
          coalesce(sum(online + at_club), 0)::float8 as revenue
        from (${moneyOfBookings(range, clubId)}) money`,
  );
  return row!;
}

export function payoutsOf(db: Db, clubId: string) {
  return db
    .select({
      id: payouts.id,
      month: payouts.month,
      amount: payouts.amount,
      status: payouts.status,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .where(eq(payouts.golfClubId, clubId))
    .orderBy(desc(payouts.month))
    .limit(24);
}

export async function payoutAccountOf(db: Db, clubId: string) {
  const [row] = await db.select().from(clubPayoutAccounts).where(eq(clubPayoutAccounts.golfClubId, clubId));
  return row ?? null;
}

/** The club's own name and address, for an invoice to a club that has not given its legal details. */
export async function clubAddressOf(db: Db, clubId: string) {
  const [row] = await db
    .select({ name: golfClubs.name, address: golfClubs.address, city: golfClubs.city })
    .from(golfClubs)
    .where(eq(golfClubs.id, clubId));
  return row ?? null;
}

export type PayoutAccountValues = Omit<typeof clubPayoutAccounts.$inferInsert, 'golfClubId' | 'status' | 'updatedAt'>;

/** Saves a club's details; any change waits for our check again. */
export function savePayoutAccount(tx: Tx, clubId: string, values: PayoutAccountValues) {
  const changed = { ...values, status: 'pending' as const, updatedAt: new Date() };
  return tx
    .insert(clubPayoutAccounts)
    .values({ golfClubId: clubId, ...changed })
    .onConflictDoUpdate({ target: clubPayoutAccounts.golfClubId, set: changed });
}

/** Clubs with checked bank details and no payout yet for a month. */
export async function clubsAwaitingPayout(db: Db, month: string) {
  const rows = await db
    .select({ clubId: clubPayoutAccounts.golfClubId })
    .from(clubPayoutAccounts)
    .leftJoin(payouts, and(eq(payouts.golfClubId, clubPayoutAccounts.golfClubId), eq(payouts.month, month)))
    .where(and(eq(clubPayoutAccounts.status, 'verified'), isNull(payouts.id)));
  return rows.map((row) => row.clubId);
}

/** At most one payout per club and month, also when two processes schedule at once. */
export function insertPayout(db: Db, values: { golfClubId: string; month: string; amount: number }) {
  return db.insert(payouts).values(values).onConflictDoNothing();
}
