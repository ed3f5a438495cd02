import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { MysteryDeal } from '../../../contract/mystery';
import { byWindow } from './deal-filters';
import { tellApart, windowChoiceLabels } from './window-choice-labels';

const numbered = (label: string, number: number) => `${label} (${number})`;

describe('tellApart', () => {
  it('leaves labels that differ as they are', () => {
    expect(tellApart(['09:00–10:00', '09:30–10:30'], numbered)).toEqual(['09:00–10:00', '09:30–10:30']);
  });

  it('numbers every label that reads like another, in order, so that no two are identical', () => {
    const labels = tellApart(
      ['09:00–10:00 · CHF 60', '10:00–11:00 · CHF 60', '09:00–10:00 · CHF 60', '09:00–10:00 · CHF 60'],
      numbered,
    );
    expect(labels).toEqual([
      '09:00–10:00 · CHF 60 (1)',
      '10:00–11:00 · CHF 60',
      '09:00–10:00 · CHF 60 (2)',
      '09:00–10:00 · CHF 60 (3)',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('windowChoiceLabels', () => {
  const t = i18next.createInstance({
    lng: 'en',
    keySeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          'mystery.windowChoice': '{{window}} · {{holes}} · {{price}}',
          'mystery.windowChoiceNumbered': '{{choice}} ({{number}})',
          'mystery.windowValue': '{{start}}–{{end}}',
          'courses.holesShort_one': '{{count}} hole',
          'courses.holesShort_other': '{{count}} holes',
        },
      },
    },
  });
  void t.init();
  const deal = (id: string, start: string, end: string, holes: number, price: number) =>
    ({ id, date: '2026-11-23', timeWindow: { start, end }, hole_count: holes, price }) as MysteryDeal;

  it('shows window, holes and price of each deal, and tells deals that share all three apart', () => {
    const labels = windowChoiceLabels(t.t, [
      deal('a', '09:00', '10:00', 18, 60),
      deal('b', '09:00', '10:00', 9, 35),
      deal('c', '09:00', '10:00', 18, 60),
    ]);
    expect(labels).toEqual([
      '09:00–10:00 · 18 holes · CHF 60.00 (1)',
      '09:00–10:00 · 9 holes · CHF 35.00',
      '09:00–10:00 · 18 holes · CHF 60.00 (2)',
    ]);
  });

  it('gives each deal the same line however the server orders the day, once the deals are in window order', () => {
    const day = [
      deal('Kq3', '09:00', '10:00', 18, 60),
      deal('a7Z', '08:30', '09:30', 18, 60),
      deal('B2x', '09:00', '10:00', 18, 60),
    ];
    const lines = (deals: MysteryDeal[]) => {
      const ordered = byWindow(deals);
      const labels = windowChoiceLabels(t.t, ordered);
      return Object.fromEntries(ordered.map((item, index) => [item.id, labels[index]!]));
    };
    expect(lines(day)).toEqual({
      a7Z: '08:30–09:30 · 18 holes · CHF 60.00',
      B2x: '09:00–10:00 · 18 holes · CHF 60.00 (1)',
      Kq3: '09:00–10:00 · 18 holes · CHF 60.00 (2)',
    });
    expect(lines([...day].reverse())).toEqual(lines(day));
  });
});
