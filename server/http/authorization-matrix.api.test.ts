import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../contract/zurich-time';
import { golfClubAdmins, superAdmins } from '../db/schema';
import { verifiedUser } from '../test/accounts';
import { insertClub } from '../test/builders';
import { createTestServer, json, type TestServer } from '../test/test-server';
import type { Access } from './route';

/**
 * Who may call each endpoint, written out by hand: a route whose access rule in the code differs from
 * this table, or a route missing here, fails the test. `public` and `optionalUser` are open to everyone.
 */
const matrix: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/config': 'public',
  'GET /api/translations': 'public',
  'GET /api/me': 'user',
  'PATCH /api/me': 'user',
  'DELETE /api/me': 'user',
  'GET /api/me/data-export': 'user',
  'POST /api/me/guest-account': 'user',
  'POST /api/me/profile-image': 'user',
  'GET /api/uploads/:id': 'public',
  'GET /api/clubs': 'optionalUser',
  'GET /api/tee-times/search': 'optionalUser',
  'GET /api/tee-times/cantons': 'public',
  'GET /api/tee-times/last-minute': 'user',
  'GET /api/tee-times/:id': 'user',
  'GET /api/clubs/:id': 'public',
  'GET /api/clubs/:id/tee-times': 'optionalUser',
  'GET /api/clubs/:clubId/admin/dashboard': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/tee-times': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/tee-times/week': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/tee-times': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/tee-times/schedule/preview': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/tee-times/schedule': 'clubAdmin',
  'PATCH /api/clubs/:clubId/admin/tee-times/:teeTimeId': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/tee-times/:teeTimeId': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/blocks/preview': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/blocks': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/bookings': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/bookings.csv': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/bookings': 'clubAdmin',
  'PATCH /api/clubs/:clubId/admin/bookings/:bookingId': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/bookings/:bookingId/move': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/bookings/:bookingId/check-in': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/bookings/:bookingId/check-in': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/bookings/:bookingId/outcome': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/bookings/:bookingId/outcome': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/bookings/:bookingId/desk-payment': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/bookings/:bookingId/desk-payment': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/bookings/:bookingId/cancel': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/settings': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/settings': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/pricing': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/pricing': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/profile': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/profile': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/profile/image': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/texts': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/texts/:language': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/admins': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/admins/:userId': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/invitations': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/invitations': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/invitations/:invitationId': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/partner-keys': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/partner-keys': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/partner-keys/:keyId': 'clubAdmin',
  'GET /api/partner/v1/me': 'partner',
  'GET /api/partner/v1/booking-events': 'partner',
  'POST /api/clubs/:clubId/admin/tee-time-imports/preview': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/tee-time-imports': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/calendar': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/calendar/preview': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/calendar': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/calendar/read': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/calendar': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/webhooks': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/webhooks': 'clubAdmin',
  'DELETE /api/clubs/:clubId/admin/webhooks/:endpointId': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/webhook-deliveries': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/webhook-deliveries/:deliveryId/again': 'clubAdmin',
  'GET /api/partner/v1/tee-times/:externalId': 'partner',
  'PUT /api/partner/v1/tee-times/:externalId': 'partner',
  'POST /api/partner/v1/tee-times/batch': 'partner',
  'DELETE /api/partner/v1/tee-times/:externalId': 'partner',
  'GET /api/club-admin-invitations/:token': 'user',
  'POST /api/club-admin-invitations/:token/accept': 'user',
  'POST /api/club-admin-invitations/:token/decline': 'user',
  'GET /api/clubs/:clubId/admin/associations': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/associations': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/association-requests/:askingClubId/accept': 'clubAdmin',
  'POST /api/clubs/:clubId/admin/association-requests/:askingClubId/decline': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/finances': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/finances.csv': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/finances/invoice.pdf': 'clubAdmin',
  'GET /api/clubs/:clubId/admin/finances/onboarding': 'clubAdmin',
  'PUT /api/clubs/:clubId/admin/finances/onboarding': 'clubAdmin',
  'GET /api/admin/overview': 'superAdmin',
  'GET /api/admin/clubs': 'superAdmin',
  'POST /api/admin/clubs': 'superAdmin',
  'PATCH /api/admin/clubs/:clubId': 'superAdmin',
  'POST /api/admin/select-club': 'superAdmin',
  'PUT /api/admin/clubs/:clubId/bank-details/status': 'superAdmin',
  'GET /api/admin/payouts': 'superAdmin',
  'POST /api/admin/payouts/:payoutId/paid': 'superAdmin',
  'GET /api/admin/waitlist': 'superAdmin',
  'GET /api/admin/waitlist.csv': 'superAdmin',
  'GET /api/admin/audit': 'superAdmin',
  'GET /api/admin/translations': 'superAdmin',
  'PUT /api/admin/translations': 'superAdmin',
  'GET /api/admin/mystery-regions': 'superAdmin',
  'POST /api/admin/mystery-regions': 'superAdmin',
  'PUT /api/admin/mystery-regions/:regionId': 'superAdmin',
  'DELETE /api/admin/mystery-regions/:regionId': 'superAdmin',
  'GET /api/admin/debug': 'superAdmin',
  'GET /api/me/favorites': 'user',
  'PUT /api/me/favorites/:clubId': 'user',
  'DELETE /api/me/favorites/:clubId': 'user',
  'POST /api/bookings': 'user',
  'GET /api/me/bookings': 'user',
  'GET /api/bookings/:id': 'user',
  'GET /api/bookings/:id/calendar.ics': 'user',
  'PATCH /api/bookings/:id/players': 'user',
  'POST /api/bookings/:id/cancel': 'user',
  'POST /api/bookings/:id/checkout': 'user',
  'POST /api/payments/stripe/webhook': 'public',
  'GET /api/me/notifications': 'user',
  'GET /api/me/notifications/unread-count': 'user',
  'POST /api/me/notifications/:id/read': 'user',
  'POST /api/me/notifications/read': 'user',
  'GET /api/mystery-deals': 'public',
  'GET /api/mystery-regions': 'public',
  'GET /api/offers/best-discount': 'public',
  'GET /api/mystery-deals/:id': 'public',
  'POST /api/mystery-deals/:id/bookings': 'user',
  'POST /api/waitlist': 'public',
  'POST /api/beta/unlock': 'public',
  'GET /images/clubs/:file': 'public',
  'GET /images/mystery.svg': 'public',
  // Only outside production (see the production test below).
  'GET /api/dev/outbox': 'public',
};

type Persona = 'anonymous' | 'golfer' | 'otherClubAdmin' | 'clubAdmin' | 'superAdmin';
const personas: Persona[] = ['anonymous', 'golfer', 'otherClubAdmin', 'clubAdmin', 'superAdmin'];

/** The status each persona must get for each access rule; null: let in (then any answer but 401, 403 or 5xx). */
const expected: Record<Access, Record<Persona, 401 | 403 | null>> = {
  public: { anonymous: null, golfer: null, otherClubAdmin: null, clubAdmin: null, superAdmin: null },
  optionalUser: { anonymous: null, golfer: null, otherClubAdmin: null, clubAdmin: null, superAdmin: null },
  user: { anonymous: 401, golfer: null, otherClubAdmin: null, clubAdmin: null, superAdmin: null },
  clubAdmin: { anonymous: 401, golfer: 403, otherClubAdmin: 403, clubAdmin: null, superAdmin: null },
  superAdmin: { anonymous: 401, golfer: 403, otherClubAdmin: 403, clubAdmin: 403, superAdmin: null },
  // A session is no partner key (partner-keys.api.test.ts tries the keys).
  partner: { anonymous: 401, golfer: 401, otherClubAdmin: 401, clubAdmin: 401, superAdmin: 401 },
};

let server: TestServer;
let clubId: string;
const cookies: Record<Persona, string | undefined> = {
  anonymous: undefined,
  golfer: '',
  otherClubAdmin: '',
  clubAdmin: '',
  superAdmin: '',
};
const tomorrow = addDays(zurichDate(new Date()), 1);
const someId = '00000000-0000-4000-8000-000000000000';
const userIdOf = async (cookie: string) =>
  (await (await server.request('/api/me', { headers: { cookie } })).json()).id as string;

beforeAll(async () => {
  server = await createTestServer();
  clubId = (await insertClub(server.db, { name: 'Golfclub Matrix' })).id;
  const otherClubId = (await insertClub(server.db, { name: 'Golfclub Elsewhere' })).id;
  for (const persona of personas.filter((candidate) => candidate !== 'anonymous'))
    cookies[persona] = await verifiedUser(server, `${persona.toLowerCase()}-matrix@example.ch`);
  await server.db.insert(golfClubAdmins).values({ userId: await userIdOf(cookies.clubAdmin!), golfClubId: clubId });
  await server.db
    .insert(golfClubAdmins)
    .values({ userId: await userIdOf(cookies.otherClubAdmin!), golfClubId: otherClubId });
  await server.db.insert(superAdmins).values({ userId: await userIdOf(cookies.superAdmin!) });
});
afterAll(() => server.close());

const keyOf = (definition: { method: string; path: string }) => `${definition.method.toUpperCase()} ${definition.path}`;

describe('authorization matrix', () => {
  it('has an entry for every route of the route table, and no entry without a route', () => {
    expect(server.routes.map(({ definition }) => keyOf(definition)).sort()).toEqual(Object.keys(matrix).sort());
  });

  it('gives every route the access rule of the matrix', () => {
    const differences = server.routes
      .filter(({ definition }) => definition.access !== matrix[keyOf(definition)])
      .map(({ definition }) => `${keyOf(definition)}: ${definition.access}`);
    expect(differences).toEqual([]);
  });

  it("answers anonymous visitors, golfers, another club's admin, the club's admin and super admins as the matrix says, never with a server error", async () => {
    const wrong: string[] = [];
    // Deleting the account ends the session: that route comes last (the golfer's account goes; the admins, the last of their kind, stay).
    const ordered = [...server.routes].sort(
      (a, b) => Number(keyOf(a.definition) === 'DELETE /api/me') - Number(keyOf(b.definition) === 'DELETE /api/me'),
    );
    for (const { definition } of ordered) {
      const key = keyOf(definition);
      const path = definition.path
        .replaceAll(':clubId', clubId)
        .replace(':file', 'nowhere.svg')
        .replace(/:\w+/g, someId);
      const method = definition.method.toUpperCase();
      for (const persona of personas) {
        const headers: Record<string, string> = cookies[persona] ? { cookie: cookies[persona]! } : {};
        const url = `${path}?date=${tomorrow}&from=${tomorrow}&to=${tomorrow}`;
        const response = await server.request(url, method === 'GET' ? { headers } : { method, ...json({}, headers) });
        const want = expected[matrix[key]!][persona];
        const fine =
          want === null ? ![401, 403].includes(response.status) && response.status < 500 : response.status === want;
        if (!fine) wrong.push(`${key} as ${persona}: ${response.status}, expected ${want ?? 'to be let in'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a super admin naming a club that does not exist with 404 on every club route, before reading any input (issue 18, point 8)', async () => {
    const wrong: string[] = [];
    for (const { definition } of server.routes.filter(
      (route) =>
        route.definition.path.includes(':clubId') && ['clubAdmin', 'superAdmin'].includes(route.definition.access),
    )) {
      const path = definition.path.replaceAll(':clubId', someId).replace(/:\w+/g, someId);
      const method = definition.method.toUpperCase();
      const headers = { cookie: cookies.superAdmin! };
      const response = await server.request(
        `${path}?date=${tomorrow}`,
        method === 'GET' ? { headers } : { method, ...json({}, headers) },
      );
      const body = await response.text();
      if (response.status !== 404 || !body.includes('"not_found"'))
        wrong.push(`${keyOf(definition)}: ${response.status} ${body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
