import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PgBoss, fromPglite, type Db as JobDb, type JobWithMetadata, type Queue, type WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { batched } from '../batched';
import type { Database, Tx } from '../db/client';
import type { QueuedMail } from '../mail/mailer';
import type { ErrorReports } from '../observability/error-reports';

/** What each kind of job carries. */
export interface JobData {
  mail: QueuedMail;
  /** Sent by the schedule, which carries nothing. */
  housekeeping: object | null;
  /** Tomorrow's sheet to the clubs that asked for it; sent by its evening schedule, which carries nothing. */
  'daily-sheets': object | null;
  /** Webhook deliveries due (retries, and events of writes no request woke them for); sent by the schedule. */
  webhooks: object | null;
  /** The clubs' calendars of blocked times not read for a quarter hour; sent by the schedule. */
  calendars: object | null;
}
export type JobName = keyof JobData;
/**
 * What each kind of job does with the jobs a worker took together: the outcome of each, in their order. A
 * rejected one is tried again later; the others are done.
 */
export type JobHandlers = { [N in JobName]: (batch: JobData[N][]) => Promise<PromiseSettledResult<void>[]> };

/** pg-boss's tables live in their own schema, apart from the product's. */
export const JOB_SCHEMA = 'pgboss';
const HOUR_S = 60 * 60;

const QUEUES: Record<JobName, Omit<Queue, 'name'>> = {
  // A mail server that is down gets about an hour: tries again after about 1.5, 3, 6, 12, 20 and 20 minutes.
  // A sent mail's job (its text holds sign-in links) is deleted an hour after it was delivered.
  mail: {
    retryLimit: 6,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 20 * 60,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: HOUR_S,
  },
  // Never retried: the next minute's run is the retry. A run that died with its process is given up after 10 minutes.
  housekeeping: { retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: 24 * HOUR_S },
  // Never retried either: the next quarter hour's run sends what this one could not.
  'daily-sheets': { retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: 24 * HOUR_S },
  // Each delivery keeps its own tries (server/modules/webhooks/deliver.ts): the job is the next minute's look.
  webhooks: { retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: HOUR_S },
  // The next minute's run reads the calendars this one could not.
  calendars: { retryLimit: 0, expireInSeconds: 10 * 60, deleteAfterSeconds: HOUR_S },
};
const JOB_NAMES = Object.keys(QUEUES) as JobName[];

/**
 * How each queue's worker takes its jobs. Mails in batches of up to ten, fetched and completed in one statement
 * each and delivered side by side (a batch takes as long as its slowest mail, each bounded by SMTP_TIMEOUTS, so
 * well inside the 5-minute expiry): a worker that took them one by one, woken by each, delivered about 100 a
 * second. Waiting up to half a second for more (no wake-up per mail) lets a busy queue fill its batches; a full
 * batch is followed by the next at once.
 */
const WORK: Record<JobName, WorkOptions> = {
  mail: { batchSize: 10, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
  housekeeping: { batchSize: 1 },
  'daily-sheets': { batchSize: 1 },
  webhooks: { batchSize: 1 },
  calendars: { batchSize: 1 },
};
const EVERY_MINUTE = '* * * * *';
/** Every quarter hour from 18:00 to 23:45 in Zurich: a server that was down at 18:00 still sends the sheets that evening. */
const EVENINGS = '*/15 18-23 * * *';

export interface JobQueue {
  /** Stores a job in the database; whichever process works first runs it. */
  send<N extends JobName>(name: N, data: JobData[N]): Promise<void>;
  /** What each kind of job does: set once, when the server's parts are built. */
  handle(handlers: JobHandlers): void;
  /** Starts this process's workers and the every-minute housekeeping schedule (server/serve.ts). */
  start(): Promise<void>;
  /** Runs here every job that is due now, including the ones those jobs queue, until none is left: for tests. */
  drain(): Promise<void>;
  /** Jobs waiting to run (due, or waiting for their next try), of one queue or all. */
  depth(name?: JobName): Promise<number>;
  /** Stops the workers after their running jobs finish, then the queue. */
  stop(): Promise<void>;
  /** pg-boss itself, for tools and tests that look at single jobs. */
  readonly boss: PgBoss;
}

/**
 * A durable job queue in the product's own database (pg-boss), on PostgreSQL or on PGlite alike: pg-boss
 * speaks to the same connection pool or PGlite instance as Drizzle. Creates its schema on first use.
 */
export async function openJobQueue(
  database: Database,
  { logger, errorReports }: { logger: Logger; errorReports: ErrorReports },
): Promise<JobQueue> {
  const db = jobDatabase(database);
  const instance = (options: { working: boolean }) => {
    // Only a working instance keeps the schedule and pg-boss's maintenance: a server that only sends (a test) runs no timers.
    const boss = new PgBoss({
      db,
      schema: JOB_SCHEMA,
      backend: database.kind,
      schedule: options.working,
      supervise: options.working,
      registerInstance: options.working,
    });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
    return boss;
  };
  const sender = instance({ working: false });
  // Under the start-up lock: processes starting together on an empty database would race to create pg-boss's
  // schema, and pg-boss lets the loser fail ("duplicate key ... pg_namespace_nspname_index").
  await database.atStart(async () => {
    await sender.start();
    for (const name of JOB_NAMES) await sender.createQueue(name, QUEUES[name]);
  });

  let handlers: JobHandlers | null = null;
  let worker: PgBoss | null = null;

  /**
   * Runs a batch of one queue's jobs and fails those whose outcome was an error, in one statement per reason,
   * so that they are tried again later. The others are left active, for the caller to complete in one statement
   * (pg-boss's worker does it when this returns; a failed job is no longer active and stays failed).
   */
  async function runBatch<N extends JobName>(name: N, fetched: JobWithMetadata<JobData[N]>[]) {
    if (!handlers) throw new Error('job handlers are not set');
    // In the order they were sent (a fetch returns its jobs in any order): the outbox lists mails that way. Jobs
    // sent in one millisecond share a createdOn; their ids (UUID v7, monotonic in the process) tell them apart.
    const jobs = fetched.toSorted((a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : 1));
    const outcomes = await (handlers[name] as JobHandlers[N])(jobs.map((job) => job.data)).catch((error: unknown) =>
      jobs.map((): PromiseRejectedResult => ({ status: 'rejected', reason: error })),
    );
    const failedByReason = new Map<string, string[]>();
    jobs.forEach((job, index) => {
      const outcome = outcomes[index];
      if (outcome?.status === 'fulfilled') return;
      const error = outcome ? outcome.reason : new Error('the job has no outcome');
      const lastTry = job.retryCount >= (QUEUES[name].retryLimit ?? 0);
      logger.error(
        { err: error, queue: name, jobId: job.id, attempt: job.retryCount + 1 },
        lastTry ? 'a job failed for the last time' : 'a job failed; it runs again later',
      );
      // What an operator must act on: a mail that will never leave, a housekeeping run that did not happen.
      if (lastTry)
        errorReports.report(error instanceof Error ? error : new Error(String(error)), { queue: name, job_id: job.id });
      const message = error instanceof Error ? error.message : String(error);
      failedByReason.set(message, [...(failedByReason.get(message) ?? []), job.id]);
    });
    for (const [message, ids] of failedByReason) await sender.fail(name, ids, { message });
  }

  // Jobs sent while an insert is under way go into the database together with the next one: one statement for
  // the mails of many bookings at once instead of one each.
  const inserts = new Map(
    JOB_NAMES.map((name) => [
      name,
      batched(async (batch: JobData[JobName][]) => {
        await sender.insert(
          name,
          batch.map((data) => ({ id: uuidv7(), data: data ?? undefined })),
        );
      }),
    ]),
  );

  return {
    boss: sender,
    send: (name, data) => inserts.get(name)!(data),
    handle(jobHandlers) {
      handlers = jobHandlers;
    },
    async start() {
      // Stored before the worker starts: its first cron pass, at start, then already sends this minute's run.
      await sender.schedule('housekeeping', EVERY_MINUTE);
      await sender.schedule('daily-sheets', EVENINGS, null, { tz: 'Europe/Zurich' });
      await sender.schedule('webhooks', EVERY_MINUTE);
      await sender.schedule('calendars', EVERY_MINUTE);
      worker = instance({ working: true });
      await worker.start();
      for (const name of JOB_NAMES)
        await worker.work<JobData[typeof name], void, WorkOptions & { includeMetadata: true }>(
          name,
          { ...WORK[name], includeMetadata: true },
          (jobs) => runBatch(name, jobs),
        );
    },
    async drain() {
      for (let ran = true; ran;) {
        ran = false;
        for (const name of JOB_NAMES) {
          const jobs = await sender.fetch<JobData[typeof name]>(name, {
            batchSize: WORK[name].batchSize,
            includeMetadata: true,
          });
          if (jobs.length === 0) continue;
          ran = true;
          await runBatch(name, jobs);
          await sender.complete(
            name,
            jobs.map((job) => job.id),
          );
        }
      }
    },
    async depth(name) {
      const { rows } = await db.executeSql(
        `select count(*)::int as depth from ${JOB_SCHEMA}.job where state < 'active' and name = any($1::text[])`,
        [name ? [name] : JOB_NAMES],
      );
      return Number(rows[0].depth);
    },
    async stop() {
      await worker?.stop({ graceful: true, timeout: 30_000 });
      await sender.stop({ graceful: true });
    },
  };
}

/** Deletes every mail job to an address, waiting or done (an account that is deleted leaves no mail behind). */
export async function deleteMailJobsTo(tx: Tx, email: string) {
  await tx.execute(sql`delete from ${sql.identifier(JOB_SCHEMA)}.job where name = 'mail' and data->>'to' = ${email}`);
}

/** The connection pg-boss uses: Drizzle's own pool, or the one PGlite instance through pg-boss's PGlite adapter. */
function jobDatabase(database: Database): JobDb {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') return fromPglite(client as PGlite);
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}
