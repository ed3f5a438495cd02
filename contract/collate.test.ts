import { describe, expect, it } from 'vitest';
import { collate } from './collate';

describe('collate', () => {
  it('sorts names as the reader of the language does, accents among their letters', () => {
    expect(['Zürich', 'Zug', 'Aargau', 'Ägerital'].sort(collate('de-CH'))).toEqual([
      'Aargau',
      'Ägerital',
      'Zug',
      'Zürich',
    ]);
    expect(['Genève', 'Fribourg', 'Grisons', 'Glaris'].sort(collate('fr'))).toEqual([
      'Fribourg',
      'Genève',
      'Glaris',
      'Grisons',
    ]);
  });

  it('gives the same comparison at each call, as localeCompare with the language', () => {
    const compare = collate('it');
    expect(collate('it')).toBe(compare);
    expect(compare('Ticino', 'Turgovia')).toBe('Ticino'.localeCompare('Turgovia', 'it'));
  });
});
