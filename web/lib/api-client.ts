import type { ErrorBody } from '../../contract/errors';
import { withQuery, type Query } from '../../contract/first-answers';
import { takeShellAnswer } from './shell-answers';

/** An error answered by our API, with its code from the contract. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** With a 429: the seconds until a new attempt can succeed. */
    readonly retryAfterSeconds?: number,
    /** The fields the refusal is about (e.g. `guests.0.handicapIndex`), each with the server's words. */
    readonly issues: NonNullable<ErrorBody['error']['issues']> = [],
  ) {
    super(message);
  }
}

/**
 * Fetches JSON from our API with the session cookie (or takes the page's shell's answer to a first request:
 * shell-answers.ts); non-2xx answers become ApiError.
 */
export async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    query?: Query;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const isForm = options.body instanceof FormData;
  const address = withQuery(path, options.query);
  const fromTheShell = (options.method ?? 'GET') === 'GET' ? takeShellAnswer(address) : null;
  const response =
    fromTheShell ??
    (await fetch(address, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    }));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    throw new ApiError(
      response.status,
      body?.error.code ?? 'network_error',
      body?.error.message ?? response.statusText,
      body?.error.retryAfterSeconds,
      body?.error.issues,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
