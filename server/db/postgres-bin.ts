import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder that holds one of PostgreSQL's programs (initdb, pg_ctl, pg_dump, pg_restore): on the PATH,
 * else in Debian's versioned folders, newest first.
 */
export function findPostgresBin(program = 'initdb'): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.slice(0, -program.length - 1);
  const debianRoot = '/usr/lib/postgresql';
  if (!existsSync(debianRoot)) return null;
  const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
  for (const version of versions)
    if (existsSync(join(debianRoot, version, 'bin', program))) return join(debianRoot, version, 'bin');
  return null;
}
