import type { TFunction } from 'i18next';

/**
 * A region's name in the interface language. Regions come from the clubs' data in English
 * (golf_club_associations.region); one a club admin named itself has no translation and keeps its name.
 */
export function regionName(t: TFunction, region: string): string {
  return t(`regions.${region}`, { defaultValue: region });
}
