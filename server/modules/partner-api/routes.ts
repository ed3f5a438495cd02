import { z } from 'zod';
import { partnerIdentitySchema } from '../../../contract/partner-keys';
import {
  externalIdSchema,
  partnerBatchResultSchema,
  partnerBatchSchema,
  partnerTeeTimeInputSchema,
  partnerTeeTimeSchema,
  partnerUpsertSchema,
  partnerWithdrawalSchema,
  partnerWithdrawQuerySchema,
} from '../../../contract/partner-tee-times';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';
import { partnerTeeTime, upsertPartnerTeeTime, upsertPartnerTeeTimes, withdrawPartnerTeeTime } from './tee-times';

const byExternalId = z.object({ externalId: externalIdSchema });

/** The partner API (version 1): a club's tee-sheet software, with one of the club's partner keys. */
export function partnerApiRoutes(deps: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/partner/v1/me',
        summary: 'The club the key acts for, its name and its scopes: a first call to check a key',
        tag: 'partner',
        access: 'partner',
        scope: null,
        responses: { 200: partnerIdentitySchema },
      },
      ({ c, partner }) =>
        c.json({
          clubId: partner.clubId,
          clubName: partner.clubName,
          keyName: partner.keyName,
          scopes: partner.scopes,
        }),
    ),
    route(
      {
        method: 'get',
        path: '/api/partner/v1/tee-times/:externalId',
        summary: 'A tee time by your id: what you sent, what golfers booked here and what is still open',
        tag: 'partner',
        access: 'partner',
        scope: 'tee-times:write',
        params: byExternalId,
        responses: { 200: partnerTeeTimeSchema },
      },
      async ({ c, params, partner }) => c.json(await partnerTeeTime(deps, partner, params.externalId)),
    ),
    route(
      {
        method: 'put',
        path: '/api/partner/v1/tee-times/:externalId',
        summary: 'Create or update a tee time by your id (idempotent): sending the same time again changes nothing',
        tag: 'partner',
        access: 'partner',
        scope: 'tee-times:write',
        params: byExternalId,
        body: partnerTeeTimeInputSchema,
        responses: { 200: partnerUpsertSchema, 409: null },
      },
      async ({ c, params, body, partner }) =>
        c.json(await upsertPartnerTeeTime(deps, partner, { ...body, externalId: params.externalId }, deps.clock())),
    ),
    route(
      {
        method: 'post',
        path: '/api/partner/v1/tee-times/batch',
        summary: `Create or update up to 2,000 tee times in one transaction, with an answer for each in the order sent`,
        tag: 'partner',
        access: 'partner',
        scope: 'tee-times:write',
        body: partnerBatchSchema,
        responses: { 200: partnerBatchResultSchema },
      },
      async ({ c, body, partner }) => c.json(await upsertPartnerTeeTimes(deps, partner, body.teeTimes, deps.clock())),
    ),
    route(
      {
        method: 'delete',
        path: '/api/partner/v1/tee-times/:externalId',
        summary:
          'Withdraw a tee time: refused while it holds bookings, unless bookings=cancel (with a reason for the golfers)',
        tag: 'partner',
        access: 'partner',
        scope: 'tee-times:write',
        params: byExternalId,
        query: partnerWithdrawQuerySchema,
        responses: { 200: partnerWithdrawalSchema, 409: null },
      },
      async ({ c, params, query, partner }) =>
        c.json(await withdrawPartnerTeeTime(deps, partner, params.externalId, query, deps.clock())),
    ),
  ];
}
