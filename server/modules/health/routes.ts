import { sql } from 'drizzle-orm';
import { healthSchema, publicConfigSchema } from '../../../contract/platform';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';

export function healthRoutes({ database, config, mailer, payments }: Deps) {
  return [
    route(
      { method: 'get', path: '/api/health', summary: 'Server and database health', tag: 'platform', access: 'public', responses: { 200: healthSchema } },
      async ({ c }) => {
        await database.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: database.kind });
      },
    ),
    route(
      { method: 'get', path: '/api/config', summary: 'What the web app needs to know about this deployment', tag: 'platform', access: 'public', responses: { 200: publicConfigSchema } },
      ({ c }) =>
        c.json({
          googleEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
          betaMode: config.BETA_MODE,
          devOutbox: mailer.usesOutbox && config.onLoopback,
          payments: payments.name,
        }),
    ),
  ];
}
