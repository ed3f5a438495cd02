import type { TFunction } from 'i18next';

/** The provider's message in the user's language when we know its code, else as the provider said it. */
export function providerMessage(t: TFunction, error: { code?: string; message?: string; status?: number } | null | undefined, fallbackKey: string): string {
  // Our limiter in front of the auth endpoints answers 429 with Retry-After.
  if (error?.status === 429) return t('auth.errors.rateLimited');
  if (error?.code) {
    const key = `auth.errors.${error.code}`;
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return error?.message || t(fallbackKey);
}

export class ProviderError extends Error {}
