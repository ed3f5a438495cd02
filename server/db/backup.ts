import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { findPostgresBin } from './postgres-bin';

/**
 * Backups (docs/operations.md): PostgreSQL with its own pg_dump / pg_restore, online; PGlite as a
 * compressed copy of its data folder, taken while no server uses the folder.
 */

function postgresProgram(program: 'pg_dump' | 'pg_restore'): string {
  const bin = findPostgresBin(program);
  if (!bin) throw new Error(`${program} not found: install PostgreSQL's client programs`);
  return join(bin, program);
}

/** Writes a pg_dump archive (custom format) of the database at `databaseUrl` to `file`. */
export function backupPostgres(databaseUrl: string, file: string): void {
  execFileSync(
    postgresProgram('pg_dump'),
    ['--format=custom', '--no-owner', '--no-privileges', '--file', file, databaseUrl],
    { stdio: 'pipe' },
  );
}

/** Restores a pg_dump archive into the (empty) database at `databaseUrl`. */
export function restorePostgres(file: string, databaseUrl: string): void {
  execFileSync(
    postgresProgram('pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', databaseUrl, file],
    { stdio: 'pipe' },
  );
}

/** Writes a gzip tarball of an open PGlite database's data folder to `file`. */
export async function backupPglite(client: PGlite, file: string): Promise<void> {
  // Asked for before the database is open, the dump would never come.
  await client.waitReady;
  const dump = await client.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** Creates the data folder `dataDir` (which must not hold a database yet) from a PGlite backup. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into a new folder`);
  const client = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  await client.waitReady;
  await client.close();
}
