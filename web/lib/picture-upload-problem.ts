import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * Why the server refused a picture, in the user's language, for the refusals the browser cannot foresee: a
 * file it could not read, or too many uploads in an hour. Null for any other failure.
 */
export function pictureUploadProblem(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'unreadable_image') return t('uploads.unreadable');
  if (error.code === 'rate_limited')
    return t('uploads.rateLimited', { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 3600) / 60)) });
  return null;
}
