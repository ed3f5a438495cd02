import { resolve } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pino, { type Logger as PinoLogger } from 'pino';
import { createAuth } from './auth/auth';
import { clockStartingAt, systemClock, type Clock } from './clock';
import { siteOrigins, type AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { createAnswerCache } from './http/answer-cache';
import { answersAcrossProcesses } from './http/answers-across-processes';
import { createApp } from './http/app';
import type { Deps } from './http/deps';
import { runHousekeeping } from './jobs/housekeeping';
import { sendDailySheets } from './modules/club-mails/service';
import { openJobQueue, type JobHandlers } from './jobs/queue';
import { createServerTexts } from './i18n/server-texts';
import { createMailer } from './mail/mailer';
import { createErrorReports } from './observability/error-reports';
import { createMetrics } from './observability/metrics';
import { paymentProviderFor } from './payments/choose-provider';
import { seedTranslations } from './modules/translations/service';
import { createWebhookSender, deliverDue } from './modules/webhooks/deliver';
import { readDueCalendars } from './modules/calendar-feeds/service';

export interface BuildOptions {
  webRoot?: string;
  /** In-memory PGlite for tests, empty or a copy of a dump (see openDatabase's copyOf). */
  inMemory?: boolean | { copyOf: Blob };
  extraTrustedOrigins?: string[];
  queryLogger?: Logger;
  /** Tests set their own; otherwise the system clock, or TEST_CLOCK_START's. */
  clock?: Clock;
  /** Tests read the log lines; otherwise pino on stdout at LOG_LEVEL. */
  logger?: PinoLogger;
  /** Jobs waiting in the queue, for the metrics. */
  queueDepth?: () => Promise<number>;
}

/** Opens and migrates the database, loads texts and demo data, and builds the app. */
/** What the product's jobs do. */
export const jobHandlers = (deps: Deps): JobHandlers => ({
  mail: (mails) => deps.mailer.deliver(mails),
  housekeeping: (runs) => Promise.allSettled(runs.map(() => runHousekeeping(deps, deps.clock()))),
  webhooks: (runs) => Promise.allSettled(runs.map(() => deliverDue(deps))),
  calendars: (runs) => Promise.allSettled(runs.map(() => readDueCalendars(deps))),
  'daily-sheets': (runs) => Promise.allSettled(runs.map(async () => void (await sendDailySheets(deps, deps.clock())))),
});

export async function buildServer(config: AppConfig, options: BuildOptions = {}) {
  const logger =
    options.logger ??
    pino({
      level: config.LOG_LEVEL,
      ...(config.NODE_ENV === 'development'
        ? { transport: { target: 'pino-pretty', options: { colorize: true } } }
        : {}),
    });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    readDatabaseUrl: config.READ_DATABASE_URL,
    dataDir: options.inMemory ? null : resolve(config.DATA_DIR),
    copyOf: typeof options.inMemory === 'object' ? options.inMemory.copyOf : undefined,
    queryLogger: options.queryLogger,
    onConnectionLost: (error) => logger.warn({ err: error }, 'lost an idle database connection'),
  });
  const clock =
    options.clock ?? (config.TEST_CLOCK_START ? clockStartingAt(new Date(config.TEST_CLOCK_START)) : systemClock);
  await database.atStart(async (db) => {
    await seedTranslations(db);
    if (config.DEMO_SEED) {
      // Loaded only when wanted: a real deployment never runs the demo data code.
      const { seedDemoData } = await import('./db/seed/demo');
      await seedDemoData(db, clock());
    }
  });
  const errorReports = await createErrorReports(config.SENTRY_DSN, config.NODE_ENV);
  const jobs = await openJobQueue(database, { logger, errorReports });
  const texts = createServerTexts(database.db, logger);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    logger,
    jobs,
    texts,
  });
  const trustedOrigins = [...siteOrigins(config), ...(options.extraTrustedOrigins ?? [])];
  const auth = createAuth({ db: database.db, config, mailer, trustedOrigins, clock });
  const metrics = createMetrics({
    pool: database.pool,
    queueDepth: options.queueDepth ?? (() => jobs.depth()),
    processMetrics: Boolean(config.METRICS_TOKEN),
  });
  // A sheet read on a replica may miss a write made within the replica's lag: kept no longer than an answer then.
  const sheetTtlMs = config.READ_DATABASE_URL
    ? Math.min(config.TEE_SHEET_CACHE_MS, config.ANSWER_CACHE_MS)
    : config.TEE_SHEET_CACHE_MS;
  const answers = await answersAcrossProcesses(
    createAnswerCache({ ttlMs: config.ANSWER_CACHE_MS, sharedTtlMs: sheetTtlMs }),
    { database, logger, ttlMs: Math.max(config.ANSWER_CACHE_MS, sheetTtlMs) },
  );
  const deps = {
    config,
    database,
    mailer,
    auth,
    logger,
    metrics,
    errorReports,
    payments: paymentProviderFor(config),
    answers,
    clock,
    jobs,
    texts,
    webhooks: createWebhookSender({ database, clock, logger, config }),
  };
  jobs.handle(jobHandlers(deps));
  const { app, routes } = createApp(deps, { webRoot: options.webRoot, trustedOrigins });
  return { app, routes, deps };
}
