// `npm run db:migrate`: applies the migrations to DATABASE_URL's PostgreSQL (under the start-up lock, so a
// server starting at the same time waits) or to PGlite's DATA_DIR, and stops. The server also migrates at start.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from './client';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
  await database.close();
  console.log(`migrated ${config.DATABASE_URL ? 'the PostgreSQL database' : resolve(config.DATA_DIR)}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
