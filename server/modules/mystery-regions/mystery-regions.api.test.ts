import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, golfClubAdmins, superAdmins } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
const cookies = { golfer: '', clubAdmin: '', superAdmin: '' };
let clubId: string;
const path = '/api/admin/mystery-regions';
const bodensee = { names: { en: 'Lake Constance', de: 'Bodensee', fr: 'Lac de Constance', it: 'Lago di Costanza' } };

const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;
const call = (method: string, url: string, body?: unknown, cookie = cookies.superAdmin) =>
  server.request(url, body === undefined ? { method, headers: { cookie } } : { method, ...json(body, { cookie }) });
const regions = async () =>
  (await (await call('GET', path)).json()) as {
    id: string;
    key: string;
    names: Record<string, string>;
    clubs: number;
  }[];
const chooseRegion = (region: string) =>
  call('PUT', `/api/clubs/${clubId}/admin/associations`, { region, associatedClubIds: [] }, cookies.clubAdmin);

beforeAll(async () => {
  server = await createTestServer();
  clubId = (await insertClub(server.db, { name: 'Golfclub Regions', canton: 'Thurgau' })).id;
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[role] = await verifiedUser(server, `${role.toLowerCase()}-regions@example.ch`);
  await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(cookies.clubAdmin), golfClubId: clubId });
  await server.db.insert(superAdmins).values({ userId: await userIdOf(cookies.superAdmin) });
});
afterAll(() => server.close());

describe('mystery regions', () => {
  it('are kept by super admins only: a club admin and a golfer get 403, a visitor 401', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const cookie of [cookies.clubAdmin, cookies.golfer]) {
      expect((await call('GET', path, undefined, cookie)).status).toBe(403);
      expect((await call('POST', path, bodensee, cookie)).status).toBe(403);
      expect((await call('PUT', `${path}/${someId}`, bodensee, cookie)).status).toBe(403);
      expect((await call('DELETE', `${path}/${someId}`, undefined, cookie)).status).toBe(403);
    }
    expect((await server.request(path)).status).toBe(401);
    expect((await regions()).map((region) => region.key)).not.toContain('lake-constance');
  });

  it("lists the platform's regions with their names in every language and how many clubs chose each", async () => {
    expect(await regions()).toContainEqual({
      id: expect.any(String),
      key: 'Zurich & Eastern Switzerland',
      names: {
        en: 'Zurich & Eastern Switzerland',
        de: 'Zürich & Ostschweiz',
        fr: 'Zurich & Suisse orientale',
        it: 'Zurigo e Svizzera orientale',
      },
      clubs: 0,
    });
  });

  it('adds a region with a key from its English name, names it in every language for golfers, and audits it', async () => {
    const response = await call('POST', path, bodensee);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), key: 'lake-constance', ...bodensee, clubs: 0 });
    const texts = await (await server.request('/api/translations?lang=de&keys=regions.lake-constance')).json();
    expect(texts).toEqual({ 'regions.lake-constance': 'Bodensee' });
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mystery_region'), eq(auditLog.entityId, 'lake-constance')));
    expect(entry).toMatchObject({ action: 'create', golfClubId: null, details: { after: bodensee.names } });
  });

  it('refuses a name another region has, in any language, and a name that is missing', async () => {
    const taken = await call('POST', path, {
      names: { en: 'Southern Ticino', de: 'tessin', fr: 'Tessin du Sud', it: 'Ticino meridionale' },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({
      code: 'already_exists',
      message: expect.stringContaining('names.de'),
    });
    const missing = await call('POST', path, { names: { en: 'Jura', de: '', fr: 'Jura', it: 'Giura' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toContain('names.de');
  });

  it('lets a club choose a region of the list only, and refuses to retire a region a club is in, saying why', async () => {
    expect((await chooseRegion('Lake Constance')).status).toBe(400);
    expect((await chooseRegion('lake-constance')).status).toBe(200);
    const region = (await regions()).find((one) => one.key === 'lake-constance')!;
    expect(region.clubs).toBe(1);
    const refused = await call('DELETE', `${path}/${region.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: 'region_in_use',
      message: '1 club is in this region: each must choose another region before it can be retired',
      requestId: expect.any(String),
    });
    expect((await regions()).map((one) => one.key)).toContain('lake-constance');
  });

  it('renames a region in every language and keeps its key, so clubs stay in it', async () => {
    const region = (await regions()).find((one) => one.key === 'lake-constance')!;
    const names = {
      en: 'Lake Constance & Thurgau',
      de: 'Bodensee & Thurgau',
      fr: 'Lac de Constance & Thurgovie',
      it: 'Lago di Costanza e Turgovia',
    };
    const response = await call('PUT', `${path}/${region.id}`, { names });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: region.id, key: 'lake-constance', names, clubs: 1 });
    const view = await (
      await call('GET', `/api/clubs/${clubId}/admin/associations`, undefined, cookies.clubAdmin)
    ).json();
    expect(view.region).toBe('lake-constance');
    expect(view.regions).toContainEqual({ key: 'lake-constance', names });
  });

  it('retires a region no club is in: it leaves the list and no club can choose it', async () => {
    expect((await chooseRegion('Valais')).status).toBe(200);
    const region = (await regions()).find((one) => one.key === 'lake-constance')!;
    expect((await call('DELETE', `${path}/${region.id}`)).status).toBe(204);
    expect((await regions()).map((one) => one.key)).not.toContain('lake-constance');
    const refused = await chooseRegion('lake-constance');
    expect((await refused.json()).error.code).toBe('unknown_region');
    expect((await call('DELETE', `${path}/${region.id}`)).status).toBe(404);
  });
});
