import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locale';
import { detectInitialLanguage } from './languages';

describe('detectInitialLanguage', () => {
  it.each([
    ['fr', ['de-CH'], 'fr'],
    [null, ['de-CH', 'en'], 'de'],
    [null, ['it-CH', 'fr-CH'], 'it'],
    [null, ['it-CH'], 'it'],
    [null, ['rm-CH', 'de-CH'], 'de'],
    [null, ['rm-CH'], 'en'],
    ['klingon', ['FR'], 'fr'],
    [null, [], 'en'],
  ] as const)('stored %s, browser %o: %s', (stored, browser, expected) => {
    expect(detectInitialLanguage(stored, browser)).toBe(expected);
  });
});

describe('dateLocale', () => {
  it.each([
    ['de', 1],
    ['fr', 1],
    ['en', 0],
  ])('the week starts on day %s in %s', (language, weekStartsOn) => {
    expect(dateLocale(language).options?.weekStartsOn).toBe(weekStartsOn);
  });
});
