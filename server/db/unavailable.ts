/** Error codes of a database that cannot be reached or is going away (Node's socket codes and PostgreSQL's classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether an error means the database is away (restarting, unreachable), rather than a fault of ours:
 * such requests are answered 503 and work again once it is back. Drizzle and Better Auth wrap the
 * driver's error, so the whole chain of causes is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current && depth < 10;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
