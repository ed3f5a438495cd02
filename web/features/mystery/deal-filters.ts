import type { MysteryDeal, MysteryRegion } from '../../../contract/mystery';
import { byCodeUnits, compareNames } from '../../../contract/collate';

export interface DealChoice {
  region: string;
  date: string;
  dealId: string;
}

export const noChoice: DealChoice = { region: '', date: '', dealId: '' };

/** Whether any region has a deal day: without one there is nothing to choose (spec: 'No mystery deals currently available'). */
export function anyDeals(regions: MysteryRegion[]): boolean {
  return regions.some((region) => region.dates.length > 0);
}

/** The options of the region select, by their names in the interface language; a region without deal days is offered disabled. */
export function regionOptions(
  regions: MysteryRegion[],
  name: (region: string) => string,
): { region: string; name: string; disabled: boolean }[] {
  return regions
    .map(({ region, dates }) => ({ region, name: name(region), disabled: dates.length === 0 }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** Days (ascending) with deals in the region; none for a region that is unknown or has none. */
export function datesIn(regions: MysteryRegion[], region: string): string[] {
  return [...(regions.find((candidate) => candidate.region === region)?.dates ?? [])].sort();
}

/**
 * Deals by day and the start of their window; deals of one window by holes, price and id, so that they keep
 * their order (and their numbers in the choice) however they arrive and when they are fetched again.
 */
export function byWindow(deals: MysteryDeal[]): MysteryDeal[] {
  return [...deals].sort(
    (a, b) =>
      byCodeUnits(a.date, b.date) ||
      byCodeUnits(a.timeWindow.start, b.timeWindow.start) ||
      a.hole_count - b.hole_count ||
      a.price - b.price ||
      byCodeUnits(a.id, b.id),
  );
}

/** Deals grouped by day, the days ascending and each day's deals by window. */
export function byDay(deals: MysteryDeal[]): { date: string; deals: MysteryDeal[] }[] {
  const days = new Map<string, MysteryDeal[]>();
  for (const deal of byWindow(deals)) days.set(deal.date, [...(days.get(deal.date) ?? []), deal]);
  return [...days].map(([date, ofDay]) => ({ date, deals: ofDay }));
}

/**
 * The filters' rules (spec): choosing a region clears date and deal; choosing a date clears the deal (which
 * `chosenDeal` then picks when it is the only one that day); choosing a window picks its deal.
 */
export function chooseRegion(region: string): DealChoice {
  return { region, date: '', dealId: '' };
}

export function chooseDate(choice: DealChoice, date: string): DealChoice {
  return { ...choice, date, dealId: '' };
}

export function chooseDeal(choice: DealChoice, dealId: string): DealChoice {
  return { ...choice, dealId };
}

/**
 * The choice as it stands against the regions fetched last: a date the region no longer has deals on is no
 * longer chosen (nor its deal), nor a region that is gone.
 */
export function currentChoice(regions: MysteryRegion[], choice: DealChoice): DealChoice {
  if (!regions.some((candidate) => candidate.region === choice.region)) return noChoice;
  return datesIn(regions, choice.region).includes(choice.date) ? choice : chooseRegion(choice.region);
}

/**
 * The deal shown among the deals of the chosen day: the one the golfer picked while it is still there, or the
 * day's only deal (spec: picked when it is the only one that day); with several, the golfer picks.
 */
export function chosenDeal(dayDeals: MysteryDeal[], dealId: string): MysteryDeal | null {
  return dayDeals.find((deal) => deal.id === dealId) ?? (dayDeals.length === 1 ? dayDeals[0]! : null);
}

/** The best deal for a surprise: the highest saving, then the soonest. */
export function bestDeal(deals: MysteryDeal[]): MysteryDeal | null {
  return (
    [...deals].sort(
      (a, b) =>
        b.savings - a.savings ||
        byCodeUnits(a.date, b.date) ||
        byCodeUnits(a.timeWindow.start, b.timeWindow.start) ||
        byCodeUnits(a.id, b.id),
    )[0] ?? null
  );
}
