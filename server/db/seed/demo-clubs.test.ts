import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../contract/collate';
import { cantons, languages } from '../../../contract/common';
import { demoClubs, demoRegions } from './demo-clubs';

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (value: string): number => {
  const [h, m] = value.split(':').map(Number);
  return h! * 60 + m!;
};

describe('demoClubs', () => {
  it('sort by name as the Intl.Collator of each language sorts them (a mystery deal lists its clubs so)', () => {
    const names = demoClubs.map((club) => club.name);
    for (const language of languages)
      expect([...names].sort(compareNames), language).toEqual([...names].sort(new Intl.Collator(language).compare));
  });

  it('has at least 66 clubs', () => {
    expect(demoClubs.length).toBeGreaterThanOrEqual(66);
  });

  it('covers at least 22 cantons, all of them real canton names', () => {
    for (const club of demoClubs) expect(cantons).toContain(club.canton);
    expect(new Set(demoClubs.map((club) => club.canton)).size).toBeGreaterThanOrEqual(22);
  });

  it('has unique kebab-case ASCII slugs and unique names', () => {
    for (const club of demoClubs) expect(club.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(demoClubs.map((club) => club.slug)).size).toBe(demoClubs.length);
    expect(new Set(demoClubs.map((club) => club.name)).size).toBe(demoClubs.length);
  });

  it('puts every club in a known region and at least 6 clubs in every region', () => {
    for (const club of demoClubs) expect(demoRegions).toContain(club.region);
    for (const region of demoRegions) {
      expect(demoClubs.filter((club) => club.region === region).length, region).toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps prices and discounts in range', () => {
    for (const club of demoClubs) {
      expect(Number.isInteger(club.weekdayStandardPrice), club.slug).toBe(true);
      expect(club.weekdayStandardPrice, club.slug).toBeGreaterThanOrEqual(60);
      expect(club.weekdayStandardPrice, club.slug).toBeLessThanOrEqual(220);
      expect(Number.isInteger(club.weekdayDiscount), club.slug).toBe(true);
      expect(club.weekdayDiscount, club.slug).toBeGreaterThanOrEqual(10);
      expect(club.weekdayDiscount, club.slug).toBeLessThanOrEqual(40);
    }
  });

  it('has well-formed tee sheets', () => {
    for (const club of demoClubs) {
      expect(club.firstTee, club.slug).toMatch(time);
      expect(club.lastTee, club.slug).toMatch(time);
      expect(minutes(club.firstTee), club.slug).toBeGreaterThanOrEqual(minutes('06:30'));
      expect(minutes(club.firstTee), club.slug).toBeLessThanOrEqual(minutes('08:30'));
      expect(minutes(club.lastTee), club.slug).toBeGreaterThanOrEqual(minutes('16:00'));
      expect(minutes(club.lastTee), club.slug).toBeLessThanOrEqual(minutes('18:30'));
      expect(minutes(club.firstTee), club.slug).toBeLessThan(minutes(club.lastTee));
      expect([8, 10, 12, 15]).toContain(club.intervalMinutes);
      expect(['18', '9', 'both']).toContain(club.holes);
    }
  });

  it('has at least 6 clubs in Zürich, some selling 18 holes in the morning', () => {
    const zurich = demoClubs.filter((club) => club.canton === 'Zürich');
    expect(zurich.length).toBeGreaterThanOrEqual(6);
    expect(
      zurich.filter((club) => club.holes !== '9' && minutes(club.firstTee) < 12 * 60).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('features about ten clubs, at least two of them in Zürich', () => {
    const featured = demoClubs.filter((club) => club.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(featured.filter((club) => club.canton === 'Zürich').length).toBeGreaterThanOrEqual(2);
    expect(new Set(featured.map((club) => club.region)).size).toBeGreaterThanOrEqual(5);
  });

  it('has a description in every language of the interface, each its own, and plausible addresses', () => {
    for (const club of demoClubs) {
      const texts = languages.map((language) => club.description[language]);
      for (const text of texts) expect(text.length, club.slug).toBeGreaterThan(40);
      expect(new Set(texts).size, club.slug).toBe(languages.length);
      expect(club.address, club.slug).toMatch(/\b\d{4}\b/);
    }
  });
});
