import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBin } from '../db/postgres-bin';
import { freePort } from './free-port';

export function postgresAvailable(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL) || findPostgresBin() !== null;
}

export interface RunningPostgres {
  url: string;
  stop(): void;
  /** Shuts the server down as an operator would (connections are cut), keeping its data. */
  pause(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
  /** Starts a streaming replica of it (pg_basebackup), read-only, on a port of its own. */
  startReplica(): Promise<{ url: string; stop(): void }>;
}

/** Starts a throw-away PostgreSQL server (as the postgres user when we are root, since initdb refuses root). */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('initdb/pg_ctl not found: install PostgreSQL or set TEST_DATABASE_URL');
  const root = mkdtempSync(join(tmpdir(), 'teetimes-pg-'));
  const dataDir = join(root, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  run(join(bin, 'initdb'), ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--no-sync']);
  const port = await freePort();
  const start = () =>
    run(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
      '-l',
      join(root, 'log'),
      '-w',
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
    async startReplica() {
      const replicaDir = join(root, `replica-${Date.now()}`);
      // Looked up on its own: a machine may link initdb and pg_ctl onto the PATH and not the other programs.
      run(join(findPostgresBin('pg_basebackup') ?? bin, 'pg_basebackup'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '--write-recovery-conf',
        '--checkpoint=fast',
        '--wal-method=stream',
      ]);
      const replicaPort = await freePort();
      // A hot standby needs at least the primary's max_connections.
      run(join(bin, 'pg_ctl'), [
        '-D',
        replicaDir,
        '-o',
        `-p ${replicaPort} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c hot_standby=on -c max_connections=300`,
        '-l',
        join(root, 'replica-log'),
        '-w',
        'start',
      ]);
      return {
        url: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
        stop: () => run(join(bin, 'pg_ctl'), ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']),
      };
    },
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** A database on the same PostgreSQL server as `serverUrl`: the same URL with another name. */
export const databaseUrlOn = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** Creates an empty database called `name` on the PostgreSQL server of `serverUrl`; `drop` removes it, cutting its connections. */
export async function createDatabase(serverUrl: string, name: string, { template }: { template?: string } = {}) {
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrlOn(serverUrl, name), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
