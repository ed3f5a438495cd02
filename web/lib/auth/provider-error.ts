import type { TFunction } from 'i18next';

/**
 * An error as Better Auth's client returns it: Better Auth's own answers carry `code` and `message`; the
 * ones our server gives before Better Auth (limits, the contract's checks) carry them under `error`.
 */
export interface AuthClientError {
  code?: string;
  message?: string;
  status?: number;
  error?: { code?: string; message?: string; retryAfterSeconds?: number };
}

/** The error's code, wherever the answer put it. */
export const errorCode = (error: AuthClientError | null | undefined): string | undefined =>
  error?.code ?? error?.error?.code;

/** The provider's message in the user's language when we know its code, else as the provider said it. */
export function providerMessage(t: TFunction, error: AuthClientError | null | undefined, fallbackKey: string): string {
  const code = errorCode(error);
  if (code === 'too_many_links') {
    // The address has had its links for the hour: say when the next one can be sent.
    return t('auth.errors.too_many_links', {
      count: Math.max(1, Math.ceil((error?.error?.retryAfterSeconds ?? 3600) / 60)),
    });
  }
  // Our limiter in front of the auth endpoints answers 429 with Retry-After.
  if (error?.status === 429) return t('auth.errors.rateLimited');
  if (code) {
    const key = `auth.errors.${code}`;
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return error?.message || error?.error?.message || t(fallbackKey);
}

/** A refusal by the auth provider, in the user's language, with the provider's code to act on. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
