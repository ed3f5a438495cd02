import { describe, expect, it } from 'vitest';
import { newPlatformTextSchema, placeholderMismatches, placeholdersOf } from './platform-texts';

describe('placeholdersOf', () => {
  it('reads i18next placeholders with unescaping and formats, each once and sorted', () => {
    expect(placeholdersOf('{{count}} of {{- name}} at {{price, currency}}, {{count}} again')).toEqual([
      'count',
      'name',
      'price',
    ]);
    expect(placeholdersOf('No placeholders, {single} braces')).toEqual([]);
  });
});

describe('placeholderMismatches', () => {
  const stored = {
    en: 'Until {{hours}} hours before',
    de: 'Bis {{hours}} Stunden vorher',
    fr: 'Jusqu’à {{hours}} heures avant',
  };

  it('checks the saved translations against the stored English text', () => {
    expect(placeholderMismatches(stored, { de: 'Bis kurz vorher' })).toEqual([{ language: 'de', expected: ['hours'] }]);
    expect(placeholderMismatches(stored, { fr: 'Jusqu’à {{hours}} h avant' })).toEqual([]);
  });

  it('checks every stored translation when the English text changes', () => {
    expect(placeholderMismatches(stored, { en: 'Until {{days}} days before', de: 'Bis {{days}} Tage vorher' })).toEqual(
      [{ language: 'fr', expected: ['days'] }],
    );
  });

  it('accepts anything when there is no English text', () => {
    expect(placeholderMismatches({}, { de: 'Hallo {{name}}' })).toEqual([]);
  });
});

describe('newPlatformTextSchema', () => {
  it.each(['booking.confirmTitle', 'clubAdmin.dashboard.bookings_one', 'weekdays.1'])('accepts the key %s', (key) => {
    expect(newPlatformTextSchema.safeParse({ key, values: { en: 'Text' } }).success).toBe(true);
  });

  it.each(['booking..title', '.booking', 'cantons.St. Gallen', 'booking-title', 'a'.repeat(121)])(
    'refuses the key %s',
    (key) => {
      const result = newPlatformTextSchema.safeParse({ key, values: { en: 'Text' } });
      expect(result.error?.issues[0]?.path).toEqual(['key']);
    },
  );
});
