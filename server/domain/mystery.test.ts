import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clubNameOrFallback, mysteryOriginalPrice, mysterySavingsPercent, mysteryWindow, shownClubNames, UNKNOWN_CLUB } from './mystery';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dealIds = fc.uuid();
const teeTimes = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const names = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 8 });

describe('mysteryWindow', () => {
  it('is always 60 minutes and contains the tee time', () => {
    fc.assert(
      fc.property(dealIds, teeTimes, (id, time) => {
        const window = mysteryWindow(id, time);
        expect(minutes(window.end) - minutes(window.start)).toBe(60);
        expect(minutes(window.start)).toBeLessThanOrEqual(minutes(time));
        expect(minutes(time)).toBeLessThan(minutes(window.end));
      }),
    );
  });

  it('starts (first hex digit of the deal id mod 6) x 10 minutes before the tee time', () => {
    fc.assert(
      fc.property(dealIds, fc.integer({ min: 60, max: 23 * 60 - 1 }), (id, teeMinutes) => {
        const time = `${String(Math.floor(teeMinutes / 60)).padStart(2, '0')}:${String(teeMinutes % 60).padStart(2, '0')}`;
        expect(teeMinutes - mysteryWindow(id, time).startMinutes).toBe((parseInt(id[0]!, 16) % 6) * 10);
      }),
    );
  });

  it.each([
    ['0aaaaaaa-0000-4000-8000-000000000000', '10:00', '10:00', '11:00'],
    ['5aaaaaaa-0000-4000-8000-000000000000', '10:00', '09:10', '10:10'],
    ['baaaaaaa-0000-4000-8000-000000000000', '10:00', '09:10', '10:10'],
    ['faaaaaaa-0000-4000-8000-000000000000', '08:05', '07:35', '08:35'],
  ])('deal %s at %s shows %s to %s', (id, time, start, end) => {
    expect(mysteryWindow(id, time)).toMatchObject({ start, end });
  });
});

describe('shownClubNames', () => {
  it('contains the real club and at most two others, sorted, and is the same for the same deal', () => {
    fc.assert(
      fc.property(dealIds, fc.string({ minLength: 1 }), names, (id, own, associated) => {
        const shown = shownClubNames(id, own, associated);
        expect(shown).toContain(own);
        expect(shown.length).toBe(Math.min(3, 1 + new Set(associated.filter((name) => name !== own)).size));
        expect([...shown].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(shown);
        expect(shownClubNames(id, own, [...associated].reverse())).toEqual(shown);
      }),
    );
  });

  it('chooses different companions for different deals', () => {
    const associated = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const choices = new Set(Array.from({ length: 40 }, (_, index) => shownClubNames(`${index.toString(16)}-deal-${index}`, 'Own', associated).join()));
    expect(choices.size).toBeGreaterThan(5);
  });
});

describe('names and prices', () => {
  it('falls back for clubs without a name', () => {
    expect(clubNameOrFallback(null)).toBe(UNKNOWN_CLUB);
    expect(clubNameOrFallback({ id: '1234abcd-ffff', name: '' })).toBe('Golf Club 1234abcd');
    expect(clubNameOrFallback({ id: '1234abcd-ffff', name: 'GC Bern' })).toBe('GC Bern');
  });

  it('compares with the tee time price when higher, else with price / 0.6; savings to one decimal', () => {
    expect(mysteryOriginalPrice(60, 100)).toBe(100);
    expect(mysteryOriginalPrice(60, 60)).toBe(100);
    expect(mysteryOriginalPrice(55, null)).toBe(91.65);
    expect(mysterySavingsPercent(55, 91.65)).toBe(40);
    expect(mysterySavingsPercent(70, 95)).toBe(26.3);
  });
});
