import { z } from 'zod';
import { uuidSchema } from '../../../contract/common';
import {
  clubFinancesSchema,
  financesQuerySchema,
  financesCsvQuerySchema,
  financesInvoiceQuerySchema,
  payoutAccountInputSchema,
  payoutAccountSchema,
} from '../../../contract/finances';
import type { Deps } from '../../http/deps';
import { csvHeaders } from '../../http/csv';
import { route } from '../../http/route';
import { platformCreditor } from './invoice';
import { changePayoutAccount, clubFinances, clubFinancesCsv, clubInvoicePdf, payoutAccount } from './service';

/** A club's money: monthly statements, payouts and the bank details we pay to. */
export function clubFinanceRoutes(deps: Deps) {
  const { db } = deps.database;
  const club = z.object({ clubId: uuidSchema });
  const base = '/api/clubs/:clubId/admin/finances';
  return [
    route(
      {
        method: 'get',
        path: base,
        summary:
          'Revenue, platform commission, refunds and net payout of the rounds of a month, and the latest payouts',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: financesQuerySchema,
        responses: { 200: clubFinancesSchema },
      },
      async ({ c, params, query }) => c.json(await clubFinances(db, params.clubId, query.month)),
    ),
    route(
      {
        method: 'get',
        path: `${base}.csv`,
        summary: 'The bookings of that month that moved money, with the commission on each, as CSV',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: financesCsvQuerySchema,
        responses: { 200: null },
      },
      async ({ c, params, query }) =>
        c.body(
          await clubFinancesCsv(db, params.clubId, query.month, query.language),
          200,
          csvHeaders(`finances-${query.month}.csv`),
        ),
    ),
    route(
      {
        method: 'get',
        path: `${base}/invoice.pdf`,
        summary:
          'The invoice of that month with a Swiss QR-bill, when the commission on money paid at the club exceeds the payout (409 no_invoice when nothing is owed)',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        query: financesInvoiceQuerySchema,
        responses: { 200: null, 409: null },
      },
      async ({ c, params, query }) => {
        const { filename, pdf } = await clubInvoicePdf(db, params.clubId, query.month, {
          language: query.language,
          creditor: platformCreditor(deps.config),
          now: deps.clock(),
        });
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${filename}"`,
        });
      },
    ),
    route(
      {
        method: 'get',
        path: `${base}/onboarding`,
        summary: 'The bank and legal details we pay the club to (null until given) and their check status',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        responses: { 200: payoutAccountSchema.nullable() },
      },
      async ({ c, params }) => c.json(await payoutAccount(db, params.clubId)),
    ),
    route(
      {
        method: 'put',
        path: `${base}/onboarding`,
        summary:
          'Give or change the bank details (Swiss or Liechtenstein IBAN, VAT number CHE-123.456.789); they wait for our check again',
        tag: 'club admin',
        access: 'clubAdmin',
        params: club,
        body: payoutAccountInputSchema,
        responses: { 200: payoutAccountSchema },
      },
      async ({ c, body, actor }) => c.json(await changePayoutAccount(db, actor, body)),
    ),
  ];
}
