import type { TFunction } from 'i18next';
import type { MysteryDeal } from '../../../contract/mystery';
import { formatChf } from '../../lib/format';

/**
 * The labels of a choice, numbered where several read the same (two deals of one region and day can share
 * window, holes and price), so that no two options of a list look identical.
 */
export function tellApart(labels: string[], numbered: (label: string, number: number) => string): string[] {
  const total = new Map<string, number>();
  for (const label of labels) total.set(label, (total.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return labels.map((label) => {
    if (total.get(label) === 1) return label;
    const number = (seen.get(label) ?? 0) + 1;
    seen.set(label, number);
    return numbered(label, number);
  });
}

/** One line per deal of a day, in their order: window, holes and price, each line different from the others. */
export function windowChoiceLabels(t: TFunction, deals: MysteryDeal[]): string[] {
  const lines = deals.map((deal) =>
    t('mystery.windowChoice', {
      window: t('mystery.windowValue', { start: deal.timeWindow.start, end: deal.timeWindow.end }),
      holes: t('courses.holesShort', { count: deal.hole_count }),
      price: formatChf(deal.price),
    }),
  );
  return tellApart(lines, (choice, number) => t('mystery.windowChoiceNumbered', { choice, number }));
}
