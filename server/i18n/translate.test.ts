import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  it.each([
    ['en', 1, '1 player'],
    ['en', 3, '3 players'],
    ['de', 1, '1 Spieler'],
    ['fr', 1, '1 joueur'],
    ['fr', 0, '0 joueur'],
    ['fr', 2, '2 joueurs'],
  ] as const)('picks the plural form of %s for %i: %s', (language, count, text) => {
    expect(translate(language, 'booking.playerCount', { count })).toBe(text);
  });

  it('fills placeholders and falls back to English, then to the key', () => {
    expect(translate('de', 'mail.greeting', { name: 'Lea' })).toBe('Hallo Lea,');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});
