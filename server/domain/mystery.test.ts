import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canNameOthers,
  drawOtherClubs,
  mysteryPrice,
  mysterySavingsPercent,
  mysteryWindow,
  newInternalDealId,
  newPublicDealId,
} from './mystery';
import { mysteryDealIdSchema } from '../../contract/mystery';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dealIds = fc.uuid();
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
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
  const club = (id: string, fittingTimes: number, associatedIds: string[] = []) => ({
    id,
    fittingTimes,
    associatedIds,
  });
  const region = [club('A', 2), club('B', 2), club('C', 2), club('D', 2)];
  /** Every draw of `own` over all tickets: how often each pair comes up, and how often none. */
  function tally(own: ReturnType<typeof club>, clubs: ReturnType<typeof club>[]) {
    const counts = new Map<string, number>();
    for (let ticket = 0; ; ticket++) {
      let asked = 0;
      const drawn = drawOtherClubs(own, clubs, (below) => {
        asked = below;
        return ticket;
      });
      const key = drawn
        ? drawn
            .map((one) => one.id)
            .sort()
            .join('')
        : 'none';
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (ticket === asked - 1) return counts;
    }
  }

  it('draws two other clubs that list a time that could be the deal, from the associated ones when there are two', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 7 }),
        (counts, associatedCount) => {
          const clubs = counts.map((count, index) => club(`c${index}`, index === 0 ? Math.max(1, count) : count));
          const own = { ...clubs[0]!, associatedIds: clubs.slice(1, 1 + associatedCount).map((other) => other.id) };
          const drawn = drawOtherClubs(own, clubs);
          const fitting = clubs.slice(1).filter((other) => other.fittingTimes > 0);
          const pool =
            own.associatedIds.length >= 2
              ? clubs.filter((other) => own.associatedIds.includes(other.id) && other.fittingTimes > 0)
              : fitting;
          expect(canNameOthers(own, clubs)).toBe(pool.length >= 2);
          if (drawn === null) return;
          expect(drawn).toHaveLength(2);
          expect(new Set(drawn.map((one) => one.id)).size).toBe(2);
          for (const other of drawn) expect(pool).toContain(other);
        },
      ),
    );
  });

  it('draws every pair equally often when the clubs list as many such times', () => {
    expect(Object.fromEntries(tally(region[0]!, region))).toEqual({ BC: 4, BD: 4, CD: 4 });
  });

  it('draws a pair as often as the product of their times, and each club of a named three is as likely to be the real one', () => {
    const skewed = [club('A', 8), club('B', 2), club('C', 2), club('D', 2), club('E', 1)];
    const draws = new Map(skewed.map((own) => [own.id, tally(own, skewed)]));
    const total = [...draws.get('A')!.values()].reduce((sum, count) => sum + count, 0);
    for (const counts of draws.values())
      expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(total);
    // P(three named | real club X) x (X's such times) is the same for each X of the three: no club stands out.
    for (const [a, b, c] of [
      ['A', 'B', 'C'],
      ['A', 'B', 'E'],
      ['B', 'C', 'D'],
      ['B', 'D', 'E'],
    ]) {
      const weightOf = (id: string) => skewed.find((one) => one.id === id)!.fittingTimes;
      const likelihood = (real: string, others: string[]) =>
        (draws.get(real)!.get(others.sort().join('')) ?? 0) * weightOf(real);
      expect(likelihood(a!, [b!, c!])).toBe(likelihood(b!, [a!, c!]));
      expect(likelihood(b!, [a!, c!])).toBe(likelihood(c!, [a!, b!]));
    }
  });

  it('never names a club that refused the club, not even when it draws from the whole region', () => {
    const refused = { ...region[0]!, refusedIds: ['B'] };
    expect(Object.fromEntries(tally(refused, region))).toEqual({ CD: 4, none: 8 });
    expect(canNameOthers({ ...region[0]!, refusedIds: ['B', 'C'] }, region)).toBe(false);
  });

  it('names no other club when fewer than two of the region could be the deal', () => {
    expect(drawOtherClubs(region[0]!, [region[0]!, region[1]!, club('X', 0)])).toBeNull();
    expect(canNameOthers(region[0]!, [region[0]!, region[1]!, club('X', 0)])).toBe(false);
  });
});

describe('ids, prices and savings', () => {
  it('draws internal ids whose first digit gives each window offset equally often', () => {
    const offsets = new Map<number, number>();
    for (let draw = 0; draw < 6000; draw++) {
      const id = newInternalDealId();
      expect(id).toMatch(/^[0-9a-b]/);
      const offset = (parseInt(id[0]!, 16) % 6) * 10;
      offsets.set(offset, (offsets.get(offset) ?? 0) + 1);
    }
    expect([...offsets.keys()].sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50]);
    for (const count of offsets.values()) expect(count).toBeGreaterThan(800);
  });

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
