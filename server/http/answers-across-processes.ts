import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { batched } from '../batched';
import type { Database } from '../db/client';
import type { AnswerCache } from './answer-cache';

/** The PostgreSQL channel on which a process says it has cleared its answers after a write. */
const CHANNEL = 'answers_cleared';

/**
 * Several processes on one PostgreSQL: a process that clears its answers (after a write) tells the others
 * with NOTIFY, and clears its own when another one says so, so that no process shows a change late. While
 * the listening connection is lost, notifications are missed and the cache's time to live is the bound; the
 * answers are cleared when it is lost and when it is back. On PGlite there is one process: the cache as it is.
 */
export async function answersAcrossProcesses(
  cache: AnswerCache,
  { database, logger, ttlMs }: { database: Database; logger: Logger; ttlMs: number },
): Promise<AnswerCache> {
  if (!database.listen || ttlMs <= 0) return cache;
  // Our own notifications come back to our listening connection: this id tells them apart.
  const processId = randomUUID();
  const channel = await database.listen(CHANNEL, {
    onMessage: (from) => {
      if (from !== processId) void cache.clear();
    },
    onGap: (error) => {
      void cache.clear();
      if (error)
        logger.warn(
          { err: error },
          'lost the connection that hears other processes clear their answers; reused answers live at most their time to live until it is back',
        );
      else logger.debug('listening for other processes clearing their answers');
    },
  });
  // Through the listening connection, which no query queues for (a pooled one waits behind every request
  // under load); through the pool while that connection is being opened again.
  const tellOthers = () =>
    channel
      .notify(processId)
      .catch(() => database.db.execute(sql`select pg_notify(${CHANNEL}, ${processId})`))
      .then(
        () => {},
        // The write has been answered already: a failure here leaves the other processes to their time to live.
        (error: unknown) => logger.warn({ err: error }, 'could not tell the other processes to clear their answers'),
      );
  // One notification covers every write that committed before it started.
  const told = batched<void>(tellOthers);
  return {
    json: (key, compute) => cache.json(key, compute),
    shared: (key, compute, bytes, refresh) => cache.shared(key, compute, bytes, refresh),
    async clear() {
      await cache.clear();
      await told();
    },
  };
}
