import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { FolderInUseError } from './db/folder-lock';
import { listen } from './http/listen';
import { buildServer } from './start';

async function serve(config: AppConfig) {
  const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
  const { app, deps } = await buildServer(config, {
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    extraTrustedOrigins: config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
  });
  const server = listen(app, { port: config.PORT, hostname: config.HOST }, (port) => {
    deps.logger.info(
      `Swiss Tee Times listening on ${config.publicUrl} (port ${port}, database ${deps.database.kind}${cluster.isWorker ? `, worker ${cluster.worker!.id}` : ''})`,
    );
  });
  // The stop is in place before the job workers start: a SIGTERM as soon as /api/health answers (an orchestrator
  // that gives up, a test) stops the process gracefully instead of Node's default, which ends it at once.
  const jobsStarted = deps.jobs.start();
  deps.webhooks.start();
  const shutdown = () => {
    deps.logger.info('shutting down');
    // A request that never ends (a client that stops sending its body) or a job that hangs must not keep a
    // stopping process alive: orchestrators kill it after their own grace period, without our last log line.
    setTimeout(() => {
      deps.logger.error(
        `stopping took longer than ${config.STOP_TIMEOUT_MS} ms (STOP_TIMEOUT_MS): ending with requests or jobs still under way`,
      );
      process.exit(1);
    }, config.STOP_TIMEOUT_MS);
    // New connections are refused and idle ones closed; requests under way finish first.
    server.close(async () => {
      // Running jobs finish first; a job not yet taken waits in the database for the next start.
      await jobsStarted.catch(() => undefined);
      await deps.jobs.stop();
      await deps.errorReports.flush(2000);
      await deps.database.close();
      process.exit(0);
    });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await jobsStarted;
}

/**
 * WORKERS=N: N server processes share the port (node:cluster hands each connection to one of them). A
 * worker that dies is replaced; SIGTERM or SIGINT stops every worker gracefully, then this process.
 */
function superviseWorkers(count: number) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.id} ended (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(() => cluster.fork(), 1000);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

try {
  const config = loadConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) superviseWorkers(config.WORKERS);
  else await serve(config);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof FolderInUseError ? error.message : error);
  process.exit(1);
}
