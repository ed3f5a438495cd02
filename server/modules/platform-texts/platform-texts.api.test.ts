import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, golfClubAdmins, superAdmins } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { lastMailTo, verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let clubId: string;
const cookies = { superAdmin: '', clubAdmin: '' };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const list = (query: string, cookie = cookies.superAdmin) =>
  server.request(`/api/admin/translations?${query}`, { headers: { cookie } });
const save = (body: unknown, cookie = cookies.superAdmin) =>
  server.request('/api/admin/translations', { method: 'PUT', ...json(body, { cookie }) });
const keysOf = async (response: Response) => ((await response.json()).rows as { key: string }[]).map((row) => row.key);
const auditOf = (key: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'translation'), eq(auditLog.entityId, key)));

beforeAll(async () => {
  server = await createTestServer();
  clubId = (await insertClub(server.db, { name: 'Golfclub Platform Texts' })).id;
  cookies.superAdmin = await verifiedUser(server, 'super-admin-platform-texts@example.ch');
  cookies.clubAdmin = await verifiedUser(server, 'club-admin-platform-texts@example.ch');
  await server.db.insert(superAdmins).values({ userId: await userIdOf(cookies.superAdmin) });
  await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(cookies.clubAdmin), golfClubId: clubId });
});
afterAll(() => server.close());

describe('who may edit the platform texts', () => {
  it('refuses a club admin with 403: the footer tagline stays as it was for every visitor', async () => {
    expect((await list('q=footer.tagline', cookies.clubAdmin)).status).toBe(403);
    expect((await save({ key: 'footer.tagline', values: { en: 'Hacked' } }, cookies.clubAdmin)).status).toBe(403);
    expect(await (await server.request('/api/translations?lang=en&keys=footer.tagline')).json()).toEqual({
      'footer.tagline': 'The best golf deals in Switzerland',
    });
    expect(await auditOf('footer.tagline')).toEqual([]);
  });

  it("refuses the old club route: platform texts are no club's", async () => {
    expect(
      (
        await server.request(`/api/clubs/${clubId}/admin/translations`, {
          method: 'PUT',
          ...json({ key: 'footer.tagline', values: { en: 'Hacked' } }, { cookie: cookies.clubAdmin }),
        })
      ).status,
    ).toBe(404);
  });

  it("audits a super admin's edit of the footer tagline with who, no club, the key, and the old and new text", async () => {
    const response = await save({ key: 'footer.tagline', values: { en: 'Golf deals all over Switzerland' } });
    expect(response.status).toBe(200);
    expect(await (await server.request('/api/translations?lang=en&keys=footer.tagline')).json()).toEqual({
      'footer.tagline': 'Golf deals all over Switzerland',
    });
    expect(await auditOf('footer.tagline')).toEqual([
      expect.objectContaining({
        actorUserId: await userIdOf(cookies.superAdmin),
        golfClubId: null,
        action: 'update',
        details: {
          language: 'en',
          before: 'The best golf deals in Switzerland',
          after: 'Golf deals all over Switzerland',
        },
      }),
    ]);
    const [shown] = (await (
      await server.request('/api/admin/audit?limit=1', { headers: { cookie: cookies.superAdmin } })
    ).json()) as unknown[];
    expect(shown).toMatchObject({
      actor: 'super-admin-platform-texts@example.ch',
      club: null,
      action: 'update',
      entity: 'translation',
      entityId: 'footer.tagline',
      details: {
        language: 'en',
        before: 'The best golf deals in Switzerland',
        after: 'Golf deals all over Switzerland',
      },
    });
  });
});

describe('GET /api/admin/translations', () => {
  it('lists each key with its text in en, de, fr and it', async () => {
    const response = await list('q=nav.home');
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.rows).toContainEqual({
      key: 'nav.home',
      en: 'Home',
      de: 'Startseite',
      fr: expect.any(String),
      it: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(page.total).toBe(page.rows.length);
  });

  it('searches keys and the texts of every language, ignoring case', async () => {
    expect(await keysOf(await list('q=STARTSEITE'))).toContain('nav.home');
    expect(await keysOf(await list('q=Nav.Home'))).toContain('nav.home');
    expect(await keysOf(await list('q=no-such-text-anywhere'))).toEqual([]);
  });

  it('pages through the keys in key order with the total count', async () => {
    const first = await (await list('limit=2')).json();
    const second = await (await list('limit=2&offset=2')).json();
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBeGreaterThan(100);
    expect(second.total).toBe(first.total);
    expect([...first.rows, ...second.rows].map((row: { key: string }) => row.key)).toEqual(
      await keysOf(await list('limit=4')),
    );
  });

  it('refuses a page larger than 200 and an unknown language with the field named', async () => {
    for (const [query, field] of [
      ['limit=500', 'limit'],
      ['missing=rm', 'missing'],
    ] as const) {
      const response = await list(query);
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.message).toContain(field);
    }
  });
});

describe('PUT /api/admin/translations', () => {
  it('changes a text, golfers get it at once, and the change is in the audit log', async () => {
    const response = await save({ key: 'nav.findTeeTimes', values: { de: '  Startzeiten suchen  ' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      key: 'nav.findTeeTimes',
      de: 'Startzeiten suchen',
      en: expect.any(String),
    });
    expect(await (await server.request('/api/translations?lang=de&keys=nav.findTeeTimes')).json()).toEqual({
      'nav.findTeeTimes': 'Startzeiten suchen',
    });
    expect(await auditOf('nav.findTeeTimes')).toEqual([
      expect.objectContaining({
        actorUserId: await userIdOf(cookies.superAdmin),
        golfClubId: null,
        action: 'update',
        details: { language: 'de', before: 'Startzeiten finden', after: 'Startzeiten suchen' },
      }),
    ]);
  });

  it('adds a new key; until it is translated it shows in the missing view of de and fr', async () => {
    const response = await save({ key: 'platformTexts.test.welcome_one', values: { en: 'Welcome, {{name}}' } });
    expect(await response.json()).toMatchObject({
      key: 'platformTexts.test.welcome_one',
      en: 'Welcome, {{name}}',
      de: null,
      fr: null,
      it: null,
    });
    expect(await keysOf(await list('missing=de&q=platformTexts.test'))).toEqual(['platformTexts.test.welcome_one']);
    expect(await keysOf(await list('missing=fr&q=platformTexts.test'))).toEqual(['platformTexts.test.welcome_one']);
    expect(await keysOf(await list('missing=en&q=platformTexts.test'))).toEqual([]);
    const [created] = await auditOf('platformTexts.test.welcome_one');
    expect(created).toMatchObject({
      action: 'create',
      details: { language: 'en', before: null, after: 'Welcome, {{name}}' },
    });

    await save({ key: 'platformTexts.test.welcome_one', values: { de: 'Willkommen, {{name}}' } });
    expect(await keysOf(await list('missing=de&q=platformTexts.test'))).toEqual([]);
    expect(await keysOf(await list('missing=fr&q=platformTexts.test'))).toEqual(['platformTexts.test.welcome_one']);
  });

  it('refuses a translation whose placeholders differ from the English text, naming the field', async () => {
    const response = await save({
      key: 'clubAdmin.settings.cancellationHint_other',
      values: { de: 'Gratis annullieren bis kurz vor der Runde.' },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toContain('values.de');
    expect(error.message).toContain('{{count}}');
  });

  it('refuses an English text whose placeholders the stored translations no longer fit', async () => {
    const response = await save({
      key: 'clubAdmin.settings.cancellationHint_other',
      values: { en: 'Free cancellation until {{days}} days before.' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/values\.de.*values\.fr/);
  });

  it('refuses bad keys and values with a message naming the field', async () => {
    const bad = [
      [{ key: 'Bad key!', values: { en: 'Text' } }, 'key'],
      [{ key: `a.${'b'.repeat(120)}`, values: { en: 'Text' } }, 'key'],
      [{ key: 'platformTexts.test.empty', values: { en: '   ' } }, 'values.en'],
      [{ key: 'platformTexts.test.long', values: { fr: 'x'.repeat(2001) } }, 'values.fr'],
      [{ key: 'platformTexts.test.none', values: {} }, 'values'],
      [{ key: 'platformTexts.test.tab', values: { de: 'Spalte\u0085Spalte' } }, 'values.de'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await save(body);
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.message, field).toContain(`${field}:`);
    }
  });

  it('keeps editable a seeded key outside the key rule (canton names)', async () => {
    const response = await save({ key: 'cantons.St. Gallen', values: { fr: 'Saint-Gall (SG)' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ fr: 'Saint-Gall (SG)' });
  });
});

describe('texts in mails', () => {
  it("reaches the next mail: a super admin's German wording of the reset mail, in its text and HTML parts, and the file's text again once restored", async () => {
    const email = 'mail-texts-platform@example.ch';
    await verifiedUser(server, email, { preferredLanguage: 'de' });
    const requestReset = async () => {
      await server.request('/api/auth/request-password-reset', { method: 'POST', ...json({ email }) });
      return (await lastMailTo(server, email))!;
    };
    expect((await requestReset()).subject).toBe('Neues Passwort wählen');

    expect(
      (
        await save({
          key: 'mail.passwordReset.ignore',
          values: { de: 'Waren Sie es nicht? Dann bleibt alles, wie es ist.' },
        })
      ).status,
    ).toBe(200);
    const edited = await requestReset();
    expect(edited.text).toContain('Waren Sie es nicht? Dann bleibt alles, wie es ist.');
    expect(edited.html).toContain('Waren Sie es nicht? Dann bleibt alles, wie es ist.');

    await save({ key: 'mail.passwordReset.ignore', values: { de: translate('de', 'mail.passwordReset.ignore') } });
    expect((await requestReset()).text).toContain(translate('de', 'mail.passwordReset.ignore'));
  });
});
