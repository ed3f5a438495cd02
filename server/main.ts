import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/env';
import { listen } from './http/listen';
import { startHousekeeping } from './jobs/housekeeping';
import { buildServer } from './start';

async function main() {
  const config = loadConfig();
  const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
  const { app, deps } = await buildServer(config, {
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    extraTrustedOrigins: config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
  });
  const server = listen(app, { port: config.PORT, hostname: config.HOST }, (port) => {
    deps.logger.info(`Swiss Tee Times listening on ${config.publicUrl} (port ${port}, database ${deps.database.kind})`);
  });
  const stopHousekeeping = startHousekeeping(deps);
  const shutdown = () => {
    deps.logger.info('shutting down');
    stopHousekeeping();
    server.close(async () => {
      await deps.errorReports.flush(2000);
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
