import type { i18n as I18n } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { controlCharacterMessages } from '../../contract/text';

/** What a form field holds, for the message its contract schema's refusal gets. */
export type FieldKind = 'text' | 'email' | 'newPassword' | 'number';

/** The bounds (and the step, such as 5 Rappen) a number field's message names. */
export interface NumberRange {
  min: number;
  max: number;
  step?: number;
}

export const MIN_PASSWORD_LENGTH = 8;

/**
 * A refusal's message as a translation key with values (i18next's nesting), for a form's own rule whose text
 * names numbers: `fieldMessage` says it in the user's language.
 */
export const messageKey = (key: string, values: Record<string, string | number>) =>
  `$t(${key}, ${JSON.stringify(values)})`;

const controlCharacter = new Set<string>(Object.values(controlCharacterMessages));

/** The shortest length zod's own refusal of a too short text names (its message is the only place that says it). */
const shortestLength = (message: string) => Number(/>=(\d+)/.exec(message)?.[1] ?? 1);

/**
 * The message under a form field that the schema refused, in the user's language. A form's own rule names
 * its text by a translation key (`messageKey` when it has values); the contract's rules are known by their
 * kind of refusal, and a number field names its range.
 */
export function fieldMessage(
  i18n: Pick<I18n, 't' | 'exists'>,
  error: FieldError | undefined,
  kind: FieldKind,
  range?: NumberRange,
): string | undefined {
  if (!error) return undefined;
  const { t } = i18n;
  const message = error.message ?? '';
  if (message.startsWith('$t(') || (message && i18n.exists(message))) return t(message);
  if (error.type === 'custom')
    return t(controlCharacter.has(message) ? 'validation.controlCharacter' : 'validation.invalid');
  if (kind === 'number') {
    if (error.type === 'invalid_type')
      return t(/received (undefined|null|NaN)/.test(message) ? 'validation.required' : 'validation.wholeNumber');
    if (error.type === 'not_multiple_of' && range?.step) return t('validation.step', { step: range.step });
    if (range && (error.type === 'too_small' || error.type === 'too_big'))
      return t('validation.range', { min: range.min, max: range.max });
    return t('validation.number');
  }
  if (error.type === 'too_big') return t('validation.tooLong');
  if (kind === 'email') return t('validation.email');
  if (error.type === 'too_small') {
    if (kind === 'newPassword') return t('validation.passwordMin', { count: MIN_PASSWORD_LENGTH });
    const min = shortestLength(message);
    if (min > 1) return t('validation.tooShort', { count: min });
  }
  return t('validation.required');
}
