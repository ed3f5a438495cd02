import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chfPriceSchema } from '../../contract/common';
import { plainLine, plainText } from '../../contract/text';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { fieldMessage, messageKey, type FieldKind, type NumberRange } from './field-message';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en }, de: { translation: de } }, initAsync: false });

/** What a form shows under a field holding `value` that `schema` checks, as zodResolver hands the refusal over. */
async function shown(schema: z.ZodType, value: unknown, kind: FieldKind, range?: NumberRange) {
  const resolve = zodResolver(z.object({ field: schema })) as unknown as Resolver<FieldValues>;
  const result = await resolve({ field: value }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return fieldMessage(i18n, (result.errors as Record<string, FieldError>).field, kind, range);
}

describe('the message under a refused field', () => {
  it('says why a number was refused: missing, not whole, off its step, or out of its range', async () => {
    const hours = z.number().int().min(0).max(168);
    const range = { min: 0, max: 168 };
    expect(await shown(hours, undefined, 'number', range)).toBe('This field is required');
    expect(await shown(hours, 2.5, 'number', range)).toBe('Enter a whole number');
    expect(await shown(hours, 200, 'number', range)).toBe('Enter a number from 0 to 168');
    const price = { min: 0.05, max: 10_000, step: 0.05 };
    expect(await shown(chfPriceSchema, 12.03, 'number', price)).toBe('Enter a number in steps of 0.05');
    expect(await shown(chfPriceSchema, 0, 'number', price)).toBe('Enter a number from 0.05 to 10000');
  });

  it('tells an empty text from a too short one, and names the length', async () => {
    const name = z.string().trim().min(2).max(10);
    expect(await shown(name, '', 'text')).toBe('This needs at least 2 characters');
    expect(await shown(z.string().min(1), '', 'text')).toBe('This field is required');
    expect(await shown(name, 'a', 'text')).toBe('This needs at least 2 characters');
    expect(await shown(name, 'a'.repeat(11), 'text')).toBe('This is too long');
  });

  it('says the contract’s refusal of a control character in the user’s language, in a line and in a text', async () => {
    expect(await shown(plainLine(z.string()), 'Golf\tClub', 'text')).toBe(en.validation.controlCharacter);
    expect(await shown(plainText(z.string()), 'Zeile\u0007', 'text')).toBe(en.validation.controlCharacter);
    await i18n.changeLanguage('de');
    expect(await shown(plainLine(z.string()), 'Golf\tClub', 'text')).toBe(de.validation.controlCharacter);
    await i18n.changeLanguage('en');
  });

  it('says a form’s own rule by its key, with the numbers it names; another English rule of the API is not shown', async () => {
    const withKey = z.string().refine((value) => value === 'ok', 'profile.email.same');
    expect(await shown(withKey, 'no', 'text')).toBe(en.profile.email.same);
    const withValues = z
      .number()
      .refine((value) => value < 3, messageKey('clubAdmin.schedule.tooLarge.days', { max: 200, count: 366 }));
    expect(await shown(withValues, 5, 'number')).toBe(
      'A schedule may cover at most 200 days; this one covers 366. Please choose a shorter period.',
    );
    const apiWords = z.string().refine((value) => value === 'CH', 'must be a valid Swiss or Liechtenstein IBAN');
    expect(await shown(apiWords, 'DE', 'text')).toBe('This value is not accepted: please check it');
  });
});
