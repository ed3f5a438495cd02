import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubPage, ClubSummary } from '../../../contract/clubs';
import { MAX_CLUBS_PER_PAGE, TEE_TIMES_PER_CARD } from '../../../contract/search-options';
import { addDays, clockTime, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import { settableClock } from '../../clock';
import { verifiedUser } from '../../test/accounts';
import { insertClub, insertConfirmedBooking, insertTeeTime } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let cookie: string;
/** Monday 23.11.2026, 07:00 in Zurich. */
const now = zurichInstant('2026-11-23', '07:00');
const tomorrow = addDays(zurichDate(now), 1);
const clock = settableClock(now);

/** Jura's 25 clubs: club n has n+2 times from 08:00 on, ten minutes apart, the first at 100 - n francs. */
const JURA_CLUBS = 25;
const jura: { id: string; name: string; times: { id: string; discountedPrice: number }[] }[] = [];

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  cookie = await verifiedUser(server, 'pages@example.ch');
  for (let n = 1; n <= JURA_CLUBS; n++) {
    const club = await insertClub(server.db, { name: `Golf Jura ${String(n).padStart(2, '0')}`, canton: 'Jura' });
    const times = [];
    for (let slot = 0; slot < n + 2; slot++)
      times.push(
        await insertTeeTime(server.db, club.id, {
          date: tomorrow,
          // Each club starts a minute later than the one before: the order by time is the order by number.
          time: clockTime(8 * 60 + n + slot * 10),
          discountedPrice: 100 - n + slot,
          originalPrice: 120,
        }),
      );
    jura.push({ ...club, times });
  }
});
afterAll(() => server.close());

async function page(query: string, signedIn = true): Promise<ClubPage> {
  const response = await server.request(`/api/tee-times/search?date=${tomorrow}&regions=Jura&${query}`, {
    headers: signedIn ? { cookie } : {},
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** Every page of a search, following nextCursor; `between` runs after each page, with the pages so far. */
async function allPages(query: string, between: (pages: ClubPage[]) => Promise<void> = async () => {}) {
  const pages: ClubPage[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const next = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(next);
    await between(pages);
    cursor = next.nextCursor;
  }
  return pages;
}

const names = (clubs: ClubSummary[]) => clubs.map((club) => club.name);

describe('a search a page at a time', () => {
  it('gives 20 clubs a page by default, each with its first times and how many it has, and the totals of all pages', async () => {
    const first = await page('');
    expect(first.clubs).toHaveLength(20);
    expect(first.totalClubs).toBe(JURA_CLUBS);
    expect(first.totalTeeTimes).toBe(jura.reduce((sum, club) => sum + club.times.length, 0));
    const club = first.clubs.find((candidate) => candidate.name === 'Golf Jura 10')!;
    expect(club.teeTimes!.map((teeTime) => teeTime.time)).toEqual(['08:10', '08:20', '08:30', '08:40']);
    expect(club.teeTimes).toHaveLength(TEE_TIMES_PER_CARD);
    expect(club.openTeeTimeCount).toBe(12);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('pages through every club once, in order, and says when the last page is reached', async () => {
    const pages = await allPages('limit=7');
    expect(pages.map((one) => one.clubs.length)).toEqual([7, 7, 7, 4]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.flatMap((one) => names(one.clubs))).toEqual(jura.map((club) => club.name));
  });

  it('neither repeats nor skips a club when golfers book between two pages, whatever the order', async () => {
    for (const sort of ['time', 'price', 'discount']) {
      const seen: string[] = [];
      const pages = await allPages(`limit=6&sort=${sort}`, async (sofar) => {
        if (sofar.length !== 1) return;
        // After the first page: a club shown on it sells out, and one not shown yet sells its first time,
        // which moves it later in every order.
        const shown = jura.find((club) => club.name === sofar[0]!.clubs[0]!.name)!;
        const notYet = jura.find((club) => !names(sofar[0]!.clubs).includes(club.name))!;
        for (const teeTime of shown.times) await insertConfirmedBooking(server.db, teeTime, 4);
        await insertConfirmedBooking(server.db, notYet.times[0]!, 4);
      });
      for (const one of pages) seen.push(...names(one.clubs));
      expect(new Set(seen).size, sort).toBe(seen.length);
      // Every club that still has a time was shown, the one sold out after it was shown included.
      expect([...seen].sort(), sort).toEqual(jura.map((club) => club.name));
      // The next search starts afresh, without the clubs sold out.
      await server.deps.answers.clear();
      jura.splice(0, jura.length, ...jura.filter((club) => club.name !== pages[0]!.clubs[0]!.name));
    }
  });

  it('answers an anonymous visitor with the counts and no times', async () => {
    const { clubs } = await page('limit=3', false);
    expect(clubs.map((club) => club.teeTimes)).toEqual([null, null, null]);
    expect(clubs.every((club) => club.openTeeTimeCount > 0)).toBe(true);
  });

  it.each([
    ['no clubs', 'limit=0', 'limit'],
    ['more clubs than a page takes', `limit=${MAX_CLUBS_PER_PAGE + 1}`, 'limit'],
    ['a limit in words', 'limit=twenty', 'limit'],
    ['a cursor that is not one', 'cursor=not-a-cursor', 'cursor'],
    ['a cursor too long', `cursor=${'A'.repeat(4001)}`, 'cursor'],
    // Ours in form, but naming a club number beyond any there can be (2^32 - 1).
    ['a cursor naming a club that cannot be', 'cursor=Af____8B', 'cursor'],
    ['an unknown order', 'sort=name', 'sort'],
  ])('refuses %s with 400 naming the field', async (_, query, field) => {
    const response = await server.request(`/api/tee-times/search?date=${tomorrow}&${query}`);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain(field);
  });

  it(`takes up to ${MAX_CLUBS_PER_PAGE} clubs a page`, async () => {
    expect((await page(`limit=${MAX_CLUBS_PER_PAGE}`)).clubs).toHaveLength(jura.length);
  });
});

describe('tee times by canton, for the map', () => {
  const counts = async (query: string) => {
    const response = await server.request(`/api/tee-times/cantons?date=${tomorrow}&${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, number>;
  };

  it('counts the bookable times of every canton with the filters of times, and leaves out cantons without any', async () => {
    const all = await counts('');
    expect(all.Jura).toBe((await page('')).totalTeeTimes);
    expect(all).not.toHaveProperty('Uri');
    const cheap = await counts('maxPrice=80');
    expect(cheap.Jura).toBeLessThan(all.Jura!);
    expect(cheap.Jura).toBe((await page('maxPrice=80')).totalTeeTimes);
    expect(await counts('q=jura%2012')).toEqual({ Jura: (await page('q=jura%2012')).totalTeeTimes });
  });

  it('refuses a canton filter or bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['minDiscount=101', 'minDiscount'],
      ['holes=27', 'holes'],
    ] as const) {
      const response = await server.request(`/api/tee-times/cantons?date=${tomorrow}&${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.message).toContain(field);
    }
    expect((await server.request('/api/tee-times/cantons')).status).toBe(400);
  });
});

describe("a club's day list", () => {
  it('has all its times, with the filters of the search', async () => {
    const club = jura.at(-1)!;
    const day = async (query: string) =>
      (await (
        await server.request(`/api/clubs/${club.id}/tee-times?date=${tomorrow}&${query}`, { headers: { cookie } })
      ).json()) as ClubSummary;
    const all = await day('');
    expect(all.teeTimes).toHaveLength(all.openTeeTimeCount);
    expect(all.openTeeTimeCount).toBeGreaterThan(TEE_TIMES_PER_CARD);
    const cheap = await day(`maxPrice=${club.times[0]!.discountedPrice + 1}`);
    expect(cheap.teeTimes!.map((teeTime) => teeTime.discounted_price)).toEqual(
      club.times.slice(0, 2).map((teeTime) => teeTime.discountedPrice),
    );
  });
});
