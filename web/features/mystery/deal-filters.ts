import type { MysteryDeal } from '../../../contract/mystery';

export interface DealChoice {
  region: string;
  date: string;
  dealId: string;
}

/** Dates (ascending) with deals in the region. */
export function datesIn(deals: MysteryDeal[], region: string): string[] {
  return [...new Set(deals.filter((deal) => deal.region === region).map((deal) => deal.date))].sort();
}

/**
 * Deals of the region on the date, by the start of their window; deals of one window by holes, price and
 * id, so that they keep their order (and their numbers in the choice) when the deals are fetched again.
 */
export function dealsOn(deals: MysteryDeal[], region: string, date: string): MysteryDeal[] {
  return deals
    .filter((deal) => deal.region === region && deal.date === date)
    .sort((a, b) => a.timeWindow.start.localeCompare(b.timeWindow.start) || a.hole_count - b.hole_count || a.price - b.price || a.id.localeCompare(b.id));
}

/**
 * The filters' rules (spec): choosing a region clears date and deal; choosing a date clears the deal and
 * picks it when it is the only one that day.
 */
export function chooseRegion(region: string): DealChoice {
  return { region, date: '', dealId: '' };
}

export function chooseDate(deals: MysteryDeal[], choice: DealChoice, date: string): DealChoice {
  const sameDay = dealsOn(deals, choice.region, date);
  return { ...choice, date, dealId: sameDay.length === 1 ? sameDay[0]!.id : '' };
}

/** The best deal for a surprise: on the wished date when there is one that day, the highest saving first. */
export function surpriseDeal(deals: MysteryDeal[], date: string | null): MysteryDeal | null {
  const that = date ? deals.filter((deal) => deal.date === date) : [];
  const pool = that.length > 0 ? that : deals;
  return [...pool].sort((a, b) => b.savings - a.savings || a.date.localeCompare(b.date) || a.timeWindow.start.localeCompare(b.timeWindow.start))[0] ?? null;
}
