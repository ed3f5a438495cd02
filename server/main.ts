import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/env';
import { listen } from './http/listen';
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
  await deps.jobs.start();
  const shutdown = () => {
    deps.logger.info('shutting down');
    server.close(async () => {
      // Running jobs finish first; a job not yet taken waits in the database for the next start.
      await deps.jobs.stop();
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
