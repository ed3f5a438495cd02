import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import {
  adminClubSchema,
  adminClubsQuerySchema,
  auditEntrySchema,
  bankDetailsDecisionSchema,
  createClubSchema,
  listLimitSchema,
  platformOverviewSchema,
  selectClubSchema,
  selectedClubSchema,
  updateClubSchema,
  waitlistEntrySchema,
} from '../../../contract/super-admin';
import type { Deps } from '../../http/deps';
import { csvHeaders } from '../../http/csv';
import { route } from '../../http/route';
import {
  auditTrail,
  createClub,
  decideBankDetails,
  featureClub,
  listClubs,
  openPayouts,
  platformOverview,
  recordPayoutPaid,
  selectClub,
  waitlistCsv,
  waitlistPage,
} from './service';

/** The super admin's API: the platform, its clubs, the club a super admin manages, money checks, waitlist and audit log. */
export function superAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const club = z.object({ clubId: uuidSchema });
  const tag = 'super admin';
  return [
    route(
      {
        method: 'get',
        path: '/api/admin/overview',
        summary: 'Clubs, golfers, bookings and revenue this month, waitlist size, bank details to check',
        tag,
        access: 'superAdmin',
        responses: { 200: platformOverviewSchema },
      },
      async ({ c }) => c.json(await platformOverview(db, deps.clock())),
    ),
    route(
      {
        method: 'get',
        path: '/api/admin/clubs',
        summary: 'Clubs by name, searchable by name, city or canton',
        tag,
        access: 'superAdmin',
        query: adminClubsQuerySchema,
        responses: { 200: z.array(adminClubSchema) },
      },
      async ({ c, query }) => c.json(await listClubs(db, query)),
    ),
    route(
      {
        method: 'post',
        path: '/api/admin/clubs',
        summary: 'Create a club',
        tag,
        access: 'superAdmin',
        body: createClubSchema,
        responses: { 201: adminClubSchema },
      },
      async ({ c, body, user }) => c.json(await createClub(db, user.id, body), 201),
    ),
    route(
      {
        method: 'patch',
        path: '/api/admin/clubs/:clubId',
        summary: 'Feature a club on the home page, or stop featuring it',
        tag,
        access: 'superAdmin',
        params: club,
        body: updateClubSchema,
        responses: { 204: null, 404: null },
      },
      async ({ c, params, body, user }) => {
        await featureClub(db, user.id, params.clubId, body.isFeatured);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'post',
        path: '/api/admin/select-club',
        summary: "Manage a club: replaces the super admin's previous club link with this one",
        tag,
        access: 'superAdmin',
        body: selectClubSchema,
        responses: { 200: selectedClubSchema, 404: null },
      },
      async ({ c, body, user }) => c.json(await selectClub(db, user.id, body.clubId)),
    ),
    route(
      {
        method: 'put',
        path: '/api/admin/clubs/:clubId/bank-details/status',
        summary: "Verify or reject a club's bank details after checking them",
        tag,
        access: 'superAdmin',
        params: club,
        body: bankDetailsDecisionSchema,
        responses: { 204: null, 404: null },
      },
      async ({ c, params, body, user }) => {
        await decideBankDetails(db, user.id, params.clubId, body.status);
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: '/api/admin/payouts',
        summary: 'Scheduled payouts not yet transferred',
        tag,
        access: 'superAdmin',
        responses: {
          200: z.array(
            z.object({ id: z.string(), clubId: z.string(), club: z.string(), month: z.string(), amount: z.number() }),
          ),
        },
      },
      async ({ c }) => c.json(await openPayouts(db)),
    ),
    route(
      {
        method: 'post',
        path: '/api/admin/payouts/:payoutId/paid',
        summary: 'Record that a scheduled payout was transferred',
        tag,
        access: 'superAdmin',
        params: z.object({ payoutId: uuidSchema }),
        responses: { 204: null, 409: null },
      },
      async ({ c, params, user }) => {
        await recordPayoutPaid(db, user.id, params.payoutId, deps.clock());
        return c.body(null, 204);
      },
    ),
    route(
      {
        method: 'get',
        path: '/api/admin/waitlist',
        summary: 'The newest waitlist entries',
        tag,
        access: 'superAdmin',
        query: listLimitSchema,
        responses: { 200: z.array(waitlistEntrySchema) },
      },
      async ({ c, query }) => c.json(await waitlistPage(db, query.limit)),
    ),
    route(
      {
        method: 'get',
        path: '/api/admin/waitlist.csv',
        summary: 'The whole waitlist as CSV',
        tag,
        access: 'superAdmin',
        responses: { 200: null },
      },
      async ({ c }) => c.body(await waitlistCsv(db), 200, csvHeaders('waitlist.csv')),
    ),
    route(
      {
        method: 'get',
        path: '/api/admin/audit',
        summary: 'The newest entries of the audit log: who changed what and when',
        tag,
        access: 'superAdmin',
        query: listLimitSchema,
        responses: { 200: z.array(auditEntrySchema) },
      },
      async ({ c, query }) => c.json(await auditTrail(db, query.limit)),
    ),
  ];
}
