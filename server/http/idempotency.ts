import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_DAYS, idempotencyKeySchema } from '../../contract/bookings';
import type { Db, Tx } from '../db/client';
import { daysBefore, FORGOTTEN_PER_RUN } from '../db/forgetting';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { parseInput } from './route';

/**
 * Idempotency-Key handling shared by every call that creates something a golfer pays for.
 * Keys are per user. The same key with the same body replays the first answer; with another body
 * it is `409 idempotency_conflict`.
 */
/** The request's Idempotency-Key header, checked; undefined when it sent none. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const header = c.req.header('idempotency-key');
  return header === undefined ? undefined : parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
}

export interface IdempotentRequest {
  userId: string;
  key: string;
  requestHash: string;
}

export function idempotentRequest(userId: string, key: string | undefined, body: unknown): IdempotentRequest | null {
  if (key === undefined) return null;
  return { userId, key, requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

/** What is stored for a key: the request it came with, and its answer once there is one. */
export interface StoredKey {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/** The stored key's answer to this request: null for a new key; refused for another request or one still running. */
export function answerOfStoredKey<T>(stored: StoredKey | null, request: IdempotentRequest): T | null {
  if (!stored) return null;
  if (stored.requestHash !== request.requestHash)
    throw new AppError('idempotency_conflict', 'This Idempotency-Key was used for another request');
  if (stored.responseStatus === null)
    throw new AppError('conflict', 'The first request with this Idempotency-Key is still running');
  return stored.responseBody as T;
}

/** The key's stored request and answer as one JSON value (null for a new key), for a statement that reads it on the way. */
export const storedKeyOf = (userId: SQLWrapper | string, key: SQLWrapper | string | null) =>
  sql<StoredKey | null>`(select json_build_object('requestHash', k.request_hash, 'responseStatus', k.response_status, 'responseBody', k.response_body)
    from idempotency_keys k where k.user_id = ${userId} and k.key = ${key})`;

/** The first answer to this key, or null when the key is new. */
export async function earlierAnswer<T>(db: Db | Tx, request: IdempotentRequest): Promise<T | null> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
    .limit(1);
  return answerOfStoredKey<T>(stored ?? null, request);
}

/** Claims the key; false when another request claimed it first. Inside a transaction, the claim commits with the work. */
export async function claimKey(db: Db | Tx, request: IdempotentRequest): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: request.userId, key: request.key, requestHash: request.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function rememberAnswer(db: Db | Tx, request: IdempotentRequest, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

export async function releaseKey(db: Db, request: IdempotentRequest) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/** Forgets the keys made more than IDEMPOTENCY_KEY_DAYS ago, with their answers (run by housekeeping). */
export const forgetOldKeys = (db: Db, now: Date) =>
  db.delete(idempotencyKeys).where(
    inArray(
      sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key})`,
      db
        .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, daysBefore(now, IDEMPOTENCY_KEY_DAYS)))
        .limit(FORGOTTEN_PER_RUN),
    ),
  );

async function earlierAnswerOnceDone<T>(db: Db, request: IdempotentRequest): Promise<T | null> {
  for (let waited = 0; ; waited += 100) {
    try {
      return await earlierAnswer<T>(db, request);
    } catch (error) {
      const running = error instanceof AppError && error.code === 'conflict';
      if (!running || waited >= 10_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Runs `work` once per key, outside a transaction (for calls to a payment provider); a failed run frees
 * the key. A request that arrives while the first one runs waits up to 10 seconds for its answer.
 */
export async function onceForKey<T>(
  db: Db,
  request: IdempotentRequest | null,
  status: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!request) return work();
  const earlier = await earlierAnswerOnceDone<T>(db, request);
  if (earlier !== null) return earlier;
  if (!(await claimKey(db, request))) {
    const first = await earlierAnswerOnceDone<T>(db, request);
    if (first === null) throw new AppError('conflict', 'The first request with this Idempotency-Key did not finish');
    return first;
  }
  try {
    const answer = await work();
    await rememberAnswer(db, request, status, answer);
    return answer;
  } catch (error) {
    await releaseKey(db, request);
    throw error;
  }
}
