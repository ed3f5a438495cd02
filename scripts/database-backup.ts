// `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: the database of DATABASE_URL (PostgreSQL),
// else PGlite's DATA_DIR. See docs/operations.md.
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../server/config/env';
import { claimFolder } from '../server/db/folder-lock';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../server/db/backup';

const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('usage: npm run db:backup -- <file>   or   npm run db:restore -- <file>');
  process.exit(2);
}
const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
try {
  if (action === 'backup') {
    if (config.DATABASE_URL) backupPostgres(config.DATABASE_URL, file);
    else {
      // PGlite allows one process per folder: a running server keeps the backup out.
      const release = claimFolder(dataDir);
      const client = new PGlite(dataDir);
      await backupPglite(client, file);
      await client.close();
      release();
    }
    console.log(`backed up ${config.DATABASE_URL ? 'the PostgreSQL database' : dataDir} to ${file}`);
  } else {
    if (config.DATABASE_URL) restorePostgres(file, config.DATABASE_URL);
    else await restorePglite(file, dataDir);
    console.log(`restored ${file} into ${config.DATABASE_URL ? 'the PostgreSQL database' : dataDir}`);
  }
} catch (error) {
  console.error(`${action} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
