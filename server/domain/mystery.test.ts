import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawOtherClubs, mysteryPrice, mysterySavingsPercent, mysteryWindow, newPublicDealId, otherClubPool } from './mystery';
import { mysteryDealIdSchema } from '../../contract/mystery';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dealIds = fc.uuid();
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const teeTimes = fc.integer({ min: 0, max: 23 * 60 + 59 }).map(clock);

describe('mysteryWindow', () => {
  it('is always 60 minutes, starts on the ten minutes and contains the tee time', () => {
    fc.assert(
      fc.property(dealIds, teeTimes, (id, time) => {
        const window = mysteryWindow(id, time);
        expect(minutes(window.end) - minutes(window.start)).toBe(60);
        expect(window.startMinutes % 10).toBe(0);
        expect(minutes(window.start)).toBeLessThanOrEqual(minutes(time));
        expect(minutes(time)).toBeLessThan(minutes(window.end));
      }),
    );
  });

  it('starts (first hex digit of the internal id mod 6) x 10 minutes before a tee time on the ten minutes (spec)', () => {
    fc.assert(
      fc.property(dealIds, fc.integer({ min: 6, max: 143 }), (id, tens) => {
        expect(tens * 10 - mysteryWindow(id, clock(tens * 10)).startMinutes).toBe((parseInt(id[0]!, 16) % 6) * 10);
      }),
    );
  });

  it('rounds down to the ten minutes otherwise, so that its start does not carry the minute of the tee time', () => {
    fc.assert(
      fc.property(dealIds, fc.integer({ min: 60, max: 23 * 60 }), (id, teeMinutes) => {
        const offset = (parseInt(id[0]!, 16) % 6) * 10;
        expect(mysteryWindow(id, clock(teeMinutes)).startMinutes).toBe(Math.floor((teeMinutes - offset) / 10) * 10);
      }),
    );
  });

  it.each([
    ['0aaaaaaa-0000-4000-8000-000000000000', '10:00', '10:00', '11:00'],
    ['5aaaaaaa-0000-4000-8000-000000000000', '10:00', '09:10', '10:10'],
    ['baaaaaaa-0000-4000-8000-000000000000', '10:00', '09:10', '10:10'],
    ['faaaaaaa-0000-4000-8000-000000000000', '08:05', '07:30', '08:30'],
    ['faaaaaaa-0000-4000-8000-000000000000', '00:12', '00:00', '01:00'],
  ])('deal %s at %s shows %s to %s', (id, time, start, end) => {
    expect(mysteryWindow(id, time)).toMatchObject({ start, end });
  });
});

describe('the clubs a deal names', () => {
  it('draws from the associated clubs of the region when there are two, else from the whole region', () => {
    expect(otherClubPool(['A', 'B'], ['A', 'B', 'C'])).toEqual(['A', 'B']);
    expect(otherClubPool(['A'], ['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
    expect(otherClubPool([], ['A'])).toEqual(['A']);
  });

  it('draws two different clubs of the pool, or all of a smaller one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 8 }), (pool) => {
        const drawn = drawOtherClubs(pool);
        expect(drawn).toHaveLength(Math.min(2, pool.length));
        expect(new Set(drawn).size).toBe(drawn.length);
        for (const club of drawn) expect(pool).toContain(club);
      }),
    );
  });

  it('draws every pair about equally often', () => {
    const counts = new Map<string, number>();
    for (let draw = 0; draw < 6000; draw++) {
      const pair = drawOtherClubs(['A', 'B', 'C', 'D']).sort().join('');
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('ids, prices and savings', () => {
  it('gives each deal a random public id of 22 URL-safe characters', () => {
    const ids = new Set(Array.from({ length: 200 }, newPublicDealId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(mysteryDealIdSchema.safeParse(id).success).toBe(true);
  });

  it('prices a deal at 60% of the usual price, in 5 Rappen; savings to one decimal', () => {
    expect(mysteryPrice(100)).toBe(60);
    expect(mysteryPrice(91.65)).toBe(55);
    expect(mysteryPrice(117)).toBe(70.2);
    expect(mysterySavingsPercent(55, 91.65)).toBe(40);
    expect(mysterySavingsPercent(70, 95)).toBe(26.3);
  });
});
