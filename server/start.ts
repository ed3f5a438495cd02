import { resolve } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pino from 'pino';
import { createAuth } from './auth/auth';
import { clockStartingAt, systemClock, type Clock } from './clock';
import type { AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { createAnswerCache } from './http/answer-cache';
import { answersAcrossProcesses } from './http/answers-across-processes';
import { createApp } from './http/app';
import { createMailer } from './mail/mailer';
import { paymentProviderFor } from './payments/payment-provider';
import { seedTranslations } from './modules/translations/service';

export interface BuildOptions {
  webRoot?: string;
  /** In-memory PGlite for tests. */
  inMemory?: boolean;
  extraTrustedOrigins?: string[];
  queryLogger?: Logger;
  /** Tests set their own; otherwise the system clock, or TEST_CLOCK_START's. */
  clock?: Clock;
}

/** Opens and migrates the database, loads texts and demo data, and builds the app. */
export async function buildServer(config: AppConfig, options: BuildOptions = {}) {
  const logger = pino({
    level: config.LOG_LEVEL,
    ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemory ? null : resolve(config.DATA_DIR),
    queryLogger: options.queryLogger,
    onConnectionLost: (error) => logger.warn({ err: error }, 'lost an idle database connection'),
  });
  const clock = options.clock ?? (config.TEST_CLOCK_START ? clockStartingAt(new Date(config.TEST_CLOCK_START)) : systemClock);
  await seedTranslations(database.db);
  if (config.DEMO_SEED) {
    // Loaded only when wanted: a real deployment never runs the demo data code.
    const { seedDemoData } = await import('./db/seed/demo');
    await seedDemoData(database.db, clock());
  }
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, logger });
  const trustedOrigins = [config.publicUrl, ...(options.extraTrustedOrigins ?? [])];
  const auth = createAuth({ db: database.db, config, mailer, trustedOrigins });
  const answers = await answersAcrossProcesses(createAnswerCache({ ttlMs: config.ANSWER_CACHE_MS }), { database, logger, ttlMs: config.ANSWER_CACHE_MS });
  const deps = { config, database, mailer, auth, logger, payments: paymentProviderFor(config), answers, clock };
  const { app, routes } = createApp(deps, { webRoot: options.webRoot, trustedOrigins });
  return { app, routes, deps };
}
