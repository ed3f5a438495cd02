import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** What every module needs, built once by the app factory. */
export interface Deps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  logger: Logger;
}
