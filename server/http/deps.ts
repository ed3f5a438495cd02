import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Clock } from '../clock';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { ServerTexts } from '../i18n/server-texts';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import type { ErrorReports } from '../observability/error-reports';
import type { Metrics } from '../observability/metrics';
import type { WebhookSender } from '../modules/webhooks/deliver';
import type { PaymentProvider } from '../payments/provider';
import type { AnswerCache } from './answer-cache';

/** What every module needs, built once by the app factory. */
export interface Deps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  payments: PaymentProvider;
  answers: AnswerCache;
  auth: Auth;
  logger: Logger;
  metrics: Metrics;
  errorReports: ErrorReports;
  /** "Now" for every rule: never `new Date()` in a route or service. */
  clock: Clock;
  /** Durable jobs in the database: mails, and the every-minute housekeeping. */
  jobs: JobQueue;
  /** The texts mails are written in: a super admin's edit of a text reaches the next mail. */
  texts: ServerTexts;
  /** Booking events to the clubs' webhook endpoints: woken after each write, once the workers run. */
  webhooks: WebhookSender;
}
