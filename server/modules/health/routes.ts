import { sql } from 'drizzle-orm';
import { healthSchema, publicConfigSchema, readySchema } from '../../../contract/platform';
import { notReadyReason } from '../../db/readiness';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import { route } from '../../http/route';

export function healthRoutes({ database, config, mailer, payments }: Deps) {
  return [
    route(
      {
        method: 'get',
        path: '/api/health',
        summary: 'Server and database health',
        tag: 'platform',
        access: 'public',
        responses: { 200: healthSchema },
      },
      async ({ c }) => {
        await database.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: database.kind });
      },
    ),
    route(
      {
        method: 'get',
        path: '/api/ready',
        summary:
          'Ready to serve: the database answers and has every migration of this build (503 otherwise); for load balancers and deployments',
        tag: 'platform',
        access: 'public',
        responses: { 200: readySchema, 503: null },
      },
      async ({ c }) => {
        const reason = await notReadyReason(database.db);
        if (reason) throw new AppError('service_unavailable', reason);
        return c.json({ status: 'ready' as const });
      },
    ),
    route(
      {
        method: 'get',
        path: '/api/config',
        summary: 'What the web app needs to know about this deployment',
        tag: 'platform',
        access: 'public',
        responses: { 200: publicConfigSchema },
      },
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
