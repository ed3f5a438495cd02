/**
 * Type tests of the route table, compiled by `npm run typecheck`: each `@ts-expect-error` is a handler that
 * TypeScript must refuse. Were route() to lose its types again, the directives would be unused, which fails too.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '../auth/session';
import { cachedJsonAnswer, createAnswerCache } from './answer-cache';
import type { PartnerActor } from './partner-access';
import { route, type ClubActor } from './route';

const club = z.object({
  id: z.string(),
  price: z.number(),
  teeTimes: z.array(z.object({ time: z.string() })).nullable(),
});
const clubParams = z.object({ clubId: z.string() });
const base = { method: 'get', path: '/api/test', summary: 'A test route', tag: 'test' } as const;
const answers = createAnswerCache({ ttlMs: 0 });

// The caller, from the access rule.
route({ ...base, access: 'public', responses: { 204: null } }, ({ c, user }) => {
  expectTypeOf(user).toEqualTypeOf<null>();
  return c.body(null, 204);
});
route({ ...base, access: 'optionalUser', responses: { 204: null } }, ({ c, user }) => {
  expectTypeOf(user).toEqualTypeOf<SessionUser | null>();
  return c.body(null, 204);
});
route({ ...base, access: 'user', responses: { 204: null } }, ({ c, user }) => {
  expectTypeOf(user).toEqualTypeOf<SessionUser>();
  return c.body(null, 204);
});
route({ ...base, access: 'superAdmin', responses: { 204: null } }, ({ c, user }) => {
  expectTypeOf(user).toEqualTypeOf<SessionUser>();
  return c.body(null, 204);
});
route({ ...base, access: 'clubAdmin', params: clubParams, responses: { 204: null } }, ({ c, user, actor }) => {
  expectTypeOf(user).toEqualTypeOf<SessionUser>();
  expectTypeOf(actor).toEqualTypeOf<ClubActor>();
  return c.body(null, 204);
});
// @ts-expect-error a club admin route names its club in the path
route({ ...base, access: 'clubAdmin', responses: { 204: null } }, ({ c }) => c.body(null, 204));
// @ts-expect-error only club admin routes know the club the caller acts for
route({ ...base, access: 'superAdmin', params: clubParams, responses: { 204: null } }, ({ c, actor }) =>
  c.body(actor && null, 204),
);
route({ ...base, access: 'partner', scope: 'bookings:read', responses: { 204: null } }, ({ c, user, partner }) => {
  expectTypeOf(user).toEqualTypeOf<null>();
  expectTypeOf(partner).toEqualTypeOf<PartnerActor>();
  return c.body(null, 204);
});
// @ts-expect-error a partner route names the scope a key needs (null: any key)
route({ ...base, access: 'partner', responses: { 204: null } }, ({ c }) => c.body(null, 204));
// @ts-expect-error only partner routes know the key's club
route({ ...base, access: 'user', responses: { 204: null } }, ({ c, partner }) => c.body(partner && null, 204));

// The input, from the schemas.
route(
  {
    ...base,
    access: 'public',
    params: clubParams,
    query: z.object({ players: z.coerce.number() }),
    responses: { 204: null },
  },
  ({ c, params, query }) => {
    expectTypeOf(params).toEqualTypeOf<{ clubId: string }>();
    expectTypeOf(query).toEqualTypeOf<{ players: number }>();
    return c.body(null, 204);
  },
);

// The answer, from the declared responses.
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) =>
  c.json({ id: 'c1', price: 80, teeTimes: [{ time: '08:00' }] }),
);
route({ ...base, access: 'public', responses: { 201: club, 409: null } }, async ({ c }) =>
  c.json({ id: 'c1', price: 80, teeTimes: null }, 201),
);
route({ ...base, access: 'public', responses: { 200: null } }, ({ c }) =>
  c.body('id;name\n', 200, { 'content-type': 'text/csv' }),
);
// @ts-expect-error a field of the wrong type
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) =>
  c.json({ id: 'c1', price: '80', teeTimes: null }),
);
// @ts-expect-error a field left out
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) => c.json({ id: 'c1', price: 80 }));
// @ts-expect-error a key the schema does not name
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) =>
  c.json({ id: 'c1', price: 80, teeTimes: null, secret: 'x' }),
);
// @ts-expect-error a key the schema does not name, deep inside
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) =>
  c.json({ id: 'c1', price: 80, teeTimes: [{ time: '08:00', clubId: 'c1' }] }),
);
// @ts-expect-error a status the route does not declare
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) =>
  c.json({ id: 'c1', price: 80, teeTimes: null }, 201),
);
// @ts-expect-error c.json without a status sends 200, whatever the route declares
route({ ...base, access: 'public', responses: { 201: club } }, ({ c }) =>
  c.json({ id: 'c1', price: 80, teeTimes: null }),
);
// @ts-expect-error c.body without a status sends 200 too
route({ ...base, access: 'public', responses: { 204: null } }, ({ c }) => c.body(null));
// @ts-expect-error an error status is thrown as AppError, never answered
route({ ...base, access: 'public', responses: { 200: club, 409: null } }, ({ c }) =>
  c.json({ error: { code: 'conflict', message: 'No' } }, 409),
);
// @ts-expect-error JSON where the route declares no JSON body
route({ ...base, access: 'public', responses: { 200: null } }, ({ c }) => c.json({ id: 'c1' }));
// @ts-expect-error no JSON where the route declares a JSON body
route({ ...base, access: 'public', responses: { 200: club } }, ({ c }) => c.body('{}', 200));
// @ts-expect-error a Response that says nothing of what it holds
route({ ...base, access: 'public', responses: { 200: null } }, () => new Response('x'));

// Reused answers are typed as the value they were made from.
route({ ...base, access: 'public', responses: { 200: z.array(club) } }, ({ c }) =>
  cachedJsonAnswer(c, answers, ['clubs'], async () => [{ id: 'c1', price: 80, teeTimes: null }]),
);
// @ts-expect-error a reused answer of the wrong shape
route({ ...base, access: 'public', responses: { 200: z.array(club) } }, ({ c }) =>
  cachedJsonAnswer(c, answers, ['clubs'], async () => [{ id: 'c1', price: 80 }]),
);
