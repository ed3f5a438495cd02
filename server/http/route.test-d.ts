import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '../auth/session';
import { route, type ClubActor } from './route';

const club = z.object({ id: z.string(), price: z.number() });
const clubId = z.object({ clubId: z.string() });

route({ method: 'get', path: '/a', summary: '', tag: '', access: 'public', responses: { 200: club } }, ({ c }) => c.json({ id: 'x', price: 1 }));
// @ts-expect-error price is a number
route({ method: 'get', path: '/a', summary: '', tag: '', access: 'public', responses: { 200: club } }, ({ c }) => c.json({ id: 'x', price: '1' }));
// @ts-expect-error 201 not declared
route({ method: 'get', path: '/a', summary: '', tag: '', access: 'public', responses: { 200: club } }, ({ c }) => c.json({ id: 'x', price: 1 }, 201));
route({ method: 'get', path: '/a', summary: '', tag: '', access: 'user', responses: { 200: club } }, ({ user }) => {
  expectTypeOf(user).toEqualTypeOf<SessionUser>();
  return null as never;
});
route({ method: 'get', path: '/a', summary: '', tag: '', access: 'clubAdmin', params: clubId, responses: { 204: null } }, ({ c, actor }) => {
  expectTypeOf(actor).toEqualTypeOf<ClubActor>();
  return c.body(null, 204);
});
// @ts-expect-error no club in path
route({ method: 'get', path: '/a', summary: '', tag: '', access: 'clubAdmin', responses: { 204: null } }, ({ c }) => c.body(null, 204));
