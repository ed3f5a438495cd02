import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import { byCodeUnits, compareNames } from './collate';

const languages = { de, fr, it: it_, en };

describe('compareNames', () => {
  it('sorts names as the reader does, accents among their letters', () => {
    expect(['Zürich', 'Zug', 'Aargau', 'Ägerital'].sort(compareNames)).toEqual(['Aargau', 'Ägerital', 'Zug', 'Zürich']);
    expect(['Genève', 'Fribourg', 'Grisons', 'Glaris'].sort(compareNames)).toEqual([
      'Fribourg',
      'Genève',
      'Glaris',
      'Grisons',
    ]);
  });

  it("orders every list of names the product sorts as the language's Intl.Collator does: the cantons and the regions in each language", () => {
    for (const [language, texts] of Object.entries(languages)) {
      const collator = new Intl.Collator(language);
      for (const names of [Object.values(texts.cantons), Object.values(texts.regions)])
        expect([...names].sort(compareNames), language).toEqual([...names].sort(collator.compare));
    }
  });

  it('tells names apart that differ only by accents or case, the same way every time', () => {
    expect(compareNames('Zurich', 'Zürich')).not.toBe(0);
    expect(compareNames('Zurich', 'Zürich')).toBe(-compareNames('Zürich', 'Zurich'));
    expect(compareNames('Bern', 'Bern')).toBe(0);
  });
});

describe('byCodeUnits', () => {
  it('sorts ISO dates and times as written', () => {
    expect(['2026-12-01', '2026-11-30', '2027-01-01'].sort(byCodeUnits)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2027-01-01',
    ]);
    expect(byCodeUnits('09:50', '10:00')).toBeLessThan(0);
  });
});
