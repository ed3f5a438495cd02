import { describe, expect, it } from 'vitest';
import { cantons } from '../../contract/common';
import { filterCantons, searchDateOptions, searchQuerySchema } from '../../contract/search';
import { holeCountsFor, isSearchableDate, timeOfDayBounds } from './search-window';

describe('searchDateOptions', () => {
  it('offers today and the next 7 days, across a month end', () => {
    expect(searchDateOptions('2026-11-27')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
});

describe('timeOfDayBounds', () => {
  it.each([
    ['morning', { from: null, before: '11:00' }],
    ['midday', { from: '11:00', before: '14:00' }],
    ['afternoon', { from: '14:00', before: null }],
    ['any_time', { from: null, before: null }],
  ] as const)('%s is %o', (time, bounds) => {
    expect(timeOfDayBounds(time)).toEqual(bounds);
  });
});

describe('holeCountsFor', () => {
  it.each([
    ['9', [9]],
    ['18', [18]],
    ['9_or_18', [9, 18]],
  ] as const)('%s means %o', (choice, expected) => {
    expect(holeCountsFor(choice)).toEqual(expected);
  });
});

describe('isSearchableDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2026-11-20', false],
    ['2027-11-21', true],
    ['2027-11-22', false],
  ])('%s is searchable on 2026-11-21: %s', (date, expected) => {
    expect(isSearchableDate(date, '2026-11-21')).toBe(expected);
  });
});

describe('filterCantons', () => {
  it('matches a case-insensitive substring and keeps the list sorted', () => {
    expect(filterCantons('GAL')).toEqual(['St. Gallen']);
    expect(filterCantons('zu')).toEqual(['Zug', 'Zürich']);
    expect(filterCantons('appenzell')).toEqual(['Appenzell Ausserrhoden', 'Appenzell Innerrhoden']);
    expect(filterCantons('')).toHaveLength(26);
    expect(filterCantons('xyz')).toEqual([]);
    expect(filterCantons('zurich')).toEqual(['Zürich']);
    expect(filterCantons('NEUCHATEL')).toEqual(['Neuchâtel']);
  });

  it('lists the 26 cantons sorted alphabetically', () => {
    expect(filterCantons('')).toEqual([...cantons].sort((a, b) => a.localeCompare(b, 'de-CH')));
  });
});

describe('searchQuerySchema', () => {
  it('defaults to any time, 9 or 18 holes, one player, the earliest times first, and a page of 20 clubs', () => {
    expect(searchQuerySchema.parse({ date: '2026-11-22' })).toEqual({
      date: '2026-11-22',
      regions: [],
      time: 'any_time',
      holes: '9_or_18',
      players: 1,
      sort: 'time',
      limit: 20,
    });
  });

  it.each([
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '22.11.2026' }, 'date'],
    [{ date: '2026-11-22', holes: '27' }, 'holes'],
    [{ date: '2026-11-22', time: 'night' }, 'time'],
    [{ date: '2026-11-22', regions: 'Zürich,Atlantis' }, 'regions'],
  ])('refuses %o naming %s', (query, field) => {
    const result = searchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });

  it('splits regions on commas', () => {
    expect(searchQuerySchema.parse({ date: '2026-11-22', regions: 'Zürich, Zug' }).regions).toEqual(['Zürich', 'Zug']);
  });
});
