/** Our commission on the money of every booking a club earns through us (the partner page: "commission only on bookings"). */
export const PLATFORM_COMMISSION_PERCENT = 10;

const rappen = (chf: number) => Math.round(chf * 100);
const francs = (amount: number) => amount / 100;

/**
 * One month of a club's money. Online payments reach us and we pass them on; money paid at the club stays
 * there, so the commission on it is taken from the online money (a negative payout is what the club owes us).
 */
export function monthlyStatement(figures: { onlineRevenue: number; atClubRevenue: number; refunds: number }) {
  const online = rappen(figures.onlineRevenue);
  const atClub = rappen(figures.atClubRevenue);
  const refunds = rappen(figures.refunds);
  const commission = Math.round(((online + atClub - refunds) * PLATFORM_COMMISSION_PERCENT) / 100);
  return {
    onlineRevenue: francs(online),
    atClubRevenue: francs(atClub),
    revenue: francs(online + atClub),
    refunds: francs(refunds),
    commissionPercent: PLATFORM_COMMISSION_PERCENT,
    commission: francs(commission),
    netPayout: francs(online - refunds - commission),
  };
}
