import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** What a form field holds, for the message its contract schema's refusal gets. */
export type FieldKind = 'text' | 'email' | 'newPassword' | 'number';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The message under a form field that the contract's schema refused, in the user's language. A form's own
 * rule (a `refine`) names its text by its translation key as the message; a number field names its range.
 */
export function fieldMessage(
  t: TFunction,
  error: FieldError | undefined,
  kind: FieldKind,
  range?: { min: number; max: number },
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'custom' && error.message) return t(error.message);
  if (kind === 'number' && range && (error.type === 'too_small' || error.type === 'too_big'))
    return t('validation.range', range);
  if (kind === 'number' && error.type === 'invalid_type') return t('validation.required');
  if (kind === 'number') return t('validation.number');
  if (error.type === 'too_big') return t('validation.tooLong');
  if (kind === 'email') return t('validation.email');
  if (kind === 'newPassword' && error.type === 'too_small')
    return t('validation.passwordMin', { min: MIN_PASSWORD_LENGTH });
  return t('validation.required');
}
