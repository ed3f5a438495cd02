import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config/env';
import { startHousekeeping } from './jobs/housekeeping';
import { buildServer } from './start';

async function main() {
  const config = loadConfig();
  const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
  const { app, deps } = await buildServer(config, {
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    extraTrustedOrigins: config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    deps.logger.info(`Swiss Tee Times listening on ${config.publicUrl} (port ${info.port}, database ${deps.database.kind})`);
  });
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node's 5 s default),
  // so that a client never sends a request on a socket the server is closing at that moment (ECONNRESET).
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const stopHousekeeping = startHousekeeping(deps);
  const shutdown = () => {
    deps.logger.info('shutting down');
    stopHousekeeping();
    server.close(async () => {
      await deps.database.close();
      process.exit(0);
    });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
