// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { TRANSLATION_CACHE_MS, readCachedTranslations } from './translation-cache';

describe('readCachedTranslations', () => {
  beforeEach(() => localStorage.clear());

  it('uses a cached language for one hour, then asks the server again', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    localStorage.setItem('translations_de', JSON.stringify({ translations: { 'nav.home': 'Startseite' }, timestamp: now }));
    expect(readCachedTranslations('de', now + TRANSLATION_CACHE_MS - 1)).toEqual({ 'nav.home': 'Startseite' });
    expect(readCachedTranslations('de', now + TRANSLATION_CACHE_MS)).toBeNull();
  });

  it('ignores a damaged cache entry', () => {
    localStorage.setItem('translations_fr', '{not json');
    expect(readCachedTranslations('fr')).toBeNull();
  });
});
