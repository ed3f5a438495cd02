// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_CACHE_MS, loadTranslations, readCachedTranslations } from './translation-cache';

describe('readCachedTranslations', () => {
  beforeEach(() => localStorage.clear());

  it('uses a cached language for one hour, then asks the server again', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    localStorage.setItem(
      'translations_de',
      JSON.stringify({ translations: { 'nav.home': 'Startseite' }, timestamp: now }),
    );
    expect(readCachedTranslations('de', 'main', now + TRANSLATION_CACHE_MS - 1)).toEqual({ 'nav.home': 'Startseite' });
    expect(readCachedTranslations('de', 'main', now + TRANSLATION_CACHE_MS)).toBeNull();
  });

  it("keeps the pages' texts apart from the main texts", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ 'clubAdmin.nav.title': 'Clubbereich' })));
    await loadTranslations('de', 'pages');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/translations?lang=de&part=pages');
    expect(readCachedTranslations('de', 'pages')).toEqual({ 'clubAdmin.nav.title': 'Clubbereich' });
    expect(readCachedTranslations('de', 'main')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('ignores a damaged cache entry', () => {
    localStorage.setItem('translations_fr', '{not json');
    expect(readCachedTranslations('fr', 'main')).toBeNull();
  });
});

describe('loadTranslations', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const offline = () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  const keptHoursAgo = (hours: number) =>
    localStorage.setItem(
      'translations_de',
      JSON.stringify({ translations: { 'nav.home': 'Startseite' }, timestamp: Date.now() - hours * 60 * 60 * 1000 }),
    );

  it('opens an installed app offline with texts kept longer than an hour ago', async () => {
    keptHoursAgo(30);
    offline();
    await expect(loadTranslations('de', 'main')).resolves.toEqual({ 'nav.home': 'Startseite' });
  });

  it('prefers the server to texts older than an hour when it can be reached', async () => {
    keptHoursAgo(2);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ 'nav.home': 'Start' })));
    await expect(loadTranslations('de', 'main')).resolves.toEqual({ 'nav.home': 'Start' });
  });

  it('fails when offline with no texts kept', async () => {
    offline();
    await expect(loadTranslations('de', 'main')).rejects.toThrow('Failed to fetch');
  });
});
