import type { TFunction } from 'i18next';

/**
 * A region's name in the interface language: the platform text `regions.<key>` that super admins keep
 * with the list of regions (mystery_regions); a region without one (typed by a club before the list) shows its key.
 */
export function regionName(t: TFunction, region: string): string {
  return t(`regions.${region}`, { defaultValue: region });
}
