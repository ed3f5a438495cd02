import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'swiss-tee-times.pid';

/** A second process on a PGlite folder is refused; the message says what to do instead. */
export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite folder for this process: PGlite is one process's database, and a second process writing
 * the same files made the first one abort and lose its write. The claim is a file holding the owner's pid,
 * created exclusively; one left behind by a process that no longer runs (kill -9, a power cut) is taken
 * over at once. Returns the release function.
 */
export function claimFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new FolderInUseError(
          `The database folder ${dataDir} is in use by another process (pid ${owner}). The embedded database (PGlite) serves one process: ` +
            'stop the other one first, or run several processes on PostgreSQL (DATABASE_URL).',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new FolderInUseError(`Could not claim the database folder ${dataDir}: another process keeps claiming it`);
}
