import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, golfClubAdmins, superAdmins } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
let clubA: string;
let clubB: string;
const cookies = { adminA: '', adminB: '', superAdmin: '' };
const ids = { adminA: '', adminB: '', superAdmin: '' };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const saveTexts = (club: string, language: string, body: unknown, cookie = cookies.adminA) =>
  server.request(`/api/clubs/${club}/admin/texts/${language}`, { method: 'PUT', ...json(body, { cookie }) });
const adminTexts = (club: string, cookie = cookies.adminA) =>
  server.request(`/api/clubs/${club}/admin/texts`, { headers: { cookie } });
/** What a golfer reading `lang` sees of the club's own texts on its page. */
const shownTexts = async (club: string, lang?: string) =>
  (await (await server.request(`/api/clubs/${club}${lang ? `?lang=${lang}` : ''}`)).json()).texts;
const auditOf = (club: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.golfClubId, club), eq(auditLog.entity, 'club_text')))
    .orderBy(asc(auditLog.createdAt));

beforeAll(async () => {
  server = await createTestServer();
  clubA = (await insertClub(server.db, { name: 'Golfclub Texts A' })).id;
  clubB = (await insertClub(server.db, { name: 'Golfclub Texts B' })).id;
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-club-texts@example.ch`);
    ids[role] = await userIdOf(cookies[role]);
  }
  await server.db.insert(golfClubAdmins).values([
    { userId: ids.adminA, golfClubId: clubA },
    { userId: ids.adminB, golfClubId: clubB },
  ]);
  await server.db.insert(superAdmins).values({ userId: ids.superAdmin });
});
afterAll(() => server.close());

describe("a club's own texts", () => {
  it("shows a German text on that club's page for a German golfer, and on no other club's page", async () => {
    const response = await saveTexts(clubA, 'de', {
      description: 'Parkland-Platz am See.',
      directions: 'Ab Bahnhof Bus 12 bis «Golfplatz».\nParkplatz beim Clubhaus.',
      notes: '',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).de).toEqual({
      description: 'Parkland-Platz am See.',
      directions: 'Ab Bahnhof Bus 12 bis «Golfplatz».\nParkplatz beim Clubhaus.',
      notes: null,
    });
    expect(await shownTexts(clubA, 'de')).toEqual({
      description: { text: 'Parkland-Platz am See.', language: 'de' },
      directions: { text: 'Ab Bahnhof Bus 12 bis «Golfplatz».\nParkplatz beim Clubhaus.', language: 'de' },
      notes: null,
    });
    expect(await shownTexts(clubB, 'de')).toEqual({ description: null, directions: null, notes: null });
  });

  it('falls back for a French golfer: to English first, else to the language the club wrote', async () => {
    await saveTexts(clubA, 'en', {
      description: 'Parkland course by the lake.',
      directions: null,
      notes: 'Soft spikes only.',
    });
    expect(await shownTexts(clubA, 'fr')).toEqual({
      description: { text: 'Parkland course by the lake.', language: 'en' },
      directions: { text: 'Ab Bahnhof Bus 12 bis «Golfplatz».\nParkplatz beim Clubhaus.', language: 'de' },
      notes: { text: 'Soft spikes only.', language: 'en' },
    });
    await saveTexts(clubA, 'fr', { description: 'Parcours au bord du lac.', directions: null, notes: null });
    expect((await shownTexts(clubA, 'fr')).description).toEqual({ text: 'Parcours au bord du lac.', language: 'fr' });
    expect((await shownTexts(clubA)).description).toEqual({ text: 'Parkland course by the lake.', language: 'en' });
  });

  it("refuses club A's admin on club B's texts, and club B's texts stay unchanged", async () => {
    expect((await saveTexts(clubB, 'de', { directions: 'Falsche Anfahrt' })).status).toBe(403);
    expect((await adminTexts(clubB)).status).toBe(403);
    expect((await shownTexts(clubB, 'de')).directions).toBeNull();
    expect(await auditOf(clubB)).toEqual([]);
  });

  it('audits each changed field with who, the club, the field, the language, and the text before and after', async () => {
    const before = (await auditOf(clubA)).length;
    await saveTexts(clubA, 'de', {
      description: 'Parkland-Platz am Zürichsee.',
      directions: 'Ab Bahnhof Bus 12 bis «Golfplatz».\nParkplatz beim Clubhaus.',
      notes: '',
    });
    await saveTexts(clubA, 'de', { description: 'Parkland-Platz am Zürichsee.', directions: '', notes: '' });
    const entries = (await auditOf(clubA)).slice(before);
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: ids.adminA,
        action: 'update',
        entityId: clubA,
        details: {
          field: 'description',
          language: 'de',
          before: 'Parkland-Platz am See.',
          after: 'Parkland-Platz am Zürichsee.',
        },
      }),
      expect.objectContaining({
        actorUserId: ids.adminA,
        action: 'delete',
        details: {
          field: 'directions',
          language: 'de',
          before: 'Ab Bahnhof Bus 12 bis «Golfplatz».\nParkplatz beim Clubhaus.',
          after: null,
        },
      }),
    ]);
    const [shown] = (await (
      await server.request('/api/admin/audit?limit=1', { headers: { cookie: cookies.superAdmin } })
    ).json()) as unknown[];
    expect(shown).toMatchObject({
      club: 'Golfclub Texts A',
      entity: 'club_text',
      details: { field: 'directions', language: 'de', after: null },
    });
  });

  it('lets a super admin edit any club and lists every language for the admin', async () => {
    expect((await saveTexts(clubB, 'fr', { notes: 'Tenue correcte exigée.' }, cookies.superAdmin)).status).toBe(200);
    const texts = await (await adminTexts(clubB, cookies.superAdmin)).json();
    expect(texts).toEqual({
      en: { description: null, directions: null, notes: null },
      de: { description: null, directions: null, notes: null },
      fr: { description: null, directions: null, notes: 'Tenue correcte exigée.' },
      it: { description: null, directions: null, notes: null },
    });
  });

  it.each([
    ['de', { description: 'x'.repeat(2001) }, 'description'],
    ['de', { directions: 'x'.repeat(1001) }, 'directions'],
    ['de', { notes: 'Zeile\u0007Spalte' }, 'notes'],
    ['de', { notes: 'Bitte\u001b[31mbeachten' }, 'notes'],
    ['de', { directions: 'Escape \u001b[31m' }, 'directions'],
    ['rm', { notes: 'Bainvegni' }, 'language'],
  ])('refuses %s %o with 400 naming %s', async (language, body, field) => {
    const response = await saveTexts(clubA, language, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(field);
  });

  it('keeps new lines, and accepts texts at the limit', async () => {
    const response = await saveTexts(clubA, 'en', {
      description: 'x'.repeat(2000),
      directions: 'Line one\nLine two',
      notes: null,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).en).toMatchObject({ directions: 'Line one\nLine two' });
  });

  it('refuses a language a golfer cannot read on the public page with 400', async () => {
    const response = await server.request(`/api/clubs/${clubA}?lang=xx`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('lang');
  });
});
