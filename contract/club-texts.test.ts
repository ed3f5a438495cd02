import { describe, expect, it } from 'vitest';
import { clubTextsFor, fallbackLanguages, saveClubTextsSchema } from './club-texts';

describe('fallbackLanguages', () => {
  it("tries the reader's language, then English, then the others, each once", () => {
    expect(fallbackLanguages('fr')).toEqual(['fr', 'en', 'de', 'it']);
    expect(fallbackLanguages('de')).toEqual(['de', 'en', 'fr', 'it']);
    expect(fallbackLanguages('en')).toEqual(['en', 'de', 'fr', 'it']);
    expect(fallbackLanguages('it')).toEqual(['it', 'en', 'de', 'fr']);
  });
});

describe('clubTextsFor', () => {
  it('picks each field on its own, saying in which language it is shown', () => {
    const texts = {
      en: { description: 'By the lake', notes: null },
      de: { description: 'Am See', directions: 'Bus 12' },
      fr: {},
    };
    expect(clubTextsFor(texts, 'fr')).toEqual({
      description: { text: 'By the lake', language: 'en' },
      directions: { text: 'Bus 12', language: 'de' },
      notes: null,
    });
    expect(clubTextsFor(texts, 'de').description).toEqual({ text: 'Am See', language: 'de' });
  });
});

describe('saveClubTextsSchema', () => {
  it('trims, stores an empty field as none, and keeps new lines', () => {
    expect(saveClubTextsSchema.parse({ description: '  Am See  ', directions: '', notes: 'Zeile 1\nZeile 2' })).toEqual(
      { description: 'Am See', directions: null, notes: 'Zeile 1\nZeile 2' },
    );
    // A text pasted from Windows keeps its lines; a tab stays.
    expect(saveClubTextsSchema.parse({ notes: 'Zeile 1\r\nZeile 2\rSpalte\tSpalte' }).notes).toBe(
      'Zeile 1\nZeile 2\nSpalte\tSpalte',
    );
  });

  it.each(['escape\u001b[31m', 'bell\u0007', 'c1\u0085', 'del\u007f', 'lone\ud800'])(
    'refuses the control character in %j',
    (text) => {
      expect(saveClubTextsSchema.safeParse({ notes: text }).success).toBe(false);
    },
  );
});
