import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenLocale, localeFiles } from '../../i18n/translate';
import { translations } from '../../db/schema';
import { createTestServer, type TestServer } from '../../test/test-server';
import { seedTranslations } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /api/translations', () => {
  it.each(['en', 'de', 'fr', 'it'] as const)('serves every text of %s from the translations table', async (lang) => {
    const response = await server.request(`/api/translations?lang=${lang}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(flattenLocale(localeFiles[lang]));
  });

  it('limits the answer to the first-paint keys when asked', async () => {
    const response = await server.request('/api/translations?lang=de&keys=nav.home,nav.login,loading');
    expect(await response.json()).toEqual({
      'nav.home': 'Startseite',
      'nav.login': expect.any(String),
      loading: expect.any(String),
    });
  });

  it("serves the texts in two parts that together are every text the app shows, and never the mails' texts", async () => {
    const part = async (name: string) =>
      (await (await server.request(`/api/translations?lang=fr&part=${name}`)).json()) as Record<string, string>;
    const [main, pages] = [await part('main'), await part('pages')];
    const shown = Object.entries(flattenLocale(localeFiles.fr)).filter(([key]) => !key.startsWith('mail.'));
    expect({ ...main, ...pages }).toEqual(Object.fromEntries(shown));
    expect(Object.keys(main).filter((key) => key in pages)).toEqual([]);
    expect(main['nav.findTeeTimes']).toBe('Trouver un départ');
    expect(Object.keys(main).some((key) => key.startsWith('clubAdmin.') || key.startsWith('pages.'))).toBe(false);
    expect(Object.keys(pages).some((key) => key.startsWith('clubAdmin.'))).toBe(true);
    expect((await server.request('/api/translations?lang=fr&part=mail')).status).toBe(400);
  });

  it('refuses an unknown language with a message naming lang', async () => {
    const response = await server.request('/api/translations?lang=rm');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('lang');
  });

  it('keeps a text edited by an admin when the texts are seeded again at the next start', async () => {
    await server.db.update(translations).set({ value: 'Heim' }).where(eqKey('nav.home', 'de'));
    await seedTranslations(server.db);
    expect(await (await server.request('/api/translations?lang=de&keys=nav.home')).json()).toEqual({
      'nav.home': 'Heim',
    });
  });
  it('brings a corrected text of the locale files to a database that has the old one, and keeps what a super admin edited', async () => {
    // As if the files said "Old home" and "Old footer" when this database was seeded, and a super admin then edited the footer.
    await server.db
      .update(translations)
      .set({ value: 'Old home', seededValue: 'Old home' })
      .where(eqKey('nav.home', 'en'));
    await server.db
      .update(translations)
      .set({ value: 'Golf deals for all of Switzerland', seededValue: 'Old footer' })
      .where(eqKey('footer.tagline', 'en'));
    await seedTranslations(server.db);
    expect(await (await server.request('/api/translations?lang=en&keys=nav.home,footer.tagline')).json()).toEqual({
      'nav.home': 'Home',
      'footer.tagline': 'Golf deals for all of Switzerland',
    });
    // Seeded again with nothing new in the files: both stay.
    await seedTranslations(server.db);
    expect(await (await server.request('/api/translations?lang=en&keys=nav.home,footer.tagline')).json()).toEqual({
      'nav.home': 'Home',
      'footer.tagline': 'Golf deals for all of Switzerland',
    });
  });
});

function eqKey(key: string, language: string) {
  return and(eq(translations.key, key), eq(translations.language, language));
}
