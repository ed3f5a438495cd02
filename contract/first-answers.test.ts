import { describe, expect, it } from 'vitest';
import { clubDayPath, firstAnswers, searchParamsOf, searchPath, withQuery } from './first-answers';

const club = '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const visitor = { language: 'de', today: '2026-12-08', signedIn: false } as const;
const golfer = { ...visitor, signedIn: true };
const at = (address: string) => {
  const url = new URL(address, 'https://example.ch');
  return { path: url.pathname, query: url.searchParams };
};

describe('the answers the app asks for first, which the shell asks for too', () => {
  it("has a course page ask for its club in the reader's language and the club's times of today", () => {
    expect(firstAnswers(at(`/courses/${club}`), visitor)).toEqual([
      '/api/config',
      `/api/clubs/${club}?lang=de`,
      `/api/clubs/${club}/tee-times?date=2026-12-08`,
    ]);
  });

  it("has a signed-in golfer's every page ask for the profile, the favourites and the bell's count", () => {
    const frame = ['/api/config', '/api/me', '/api/me/favorites', '/api/me/notifications/unread-count'];
    expect(firstAnswers(at('/'), golfer)).toEqual(frame);
    expect(firstAnswers(at('/my-bookings'), golfer)).toEqual(frame);
    expect(firstAnswers(at(`/courses/${club}`), golfer).slice(0, 4)).toEqual(frame);
    expect(firstAnswers(at('/'), visitor)).toEqual(['/api/config']);
  });

  it("has the results ask for the search's first page and the map's counts of the search in the address", () => {
    expect(firstAnswers(at('/courses'), golfer).slice(4)).toEqual([
      '/api/tee-times/search?date=2026-12-08&time=any_time&holes=9_or_18&players=1&sort=time',
      '/api/tee-times/cantons?date=2026-12-08&time=any_time&holes=9_or_18&players=1',
    ]);
    expect(
      firstAnswers(
        at('/search?date=2026-12-10&regions=Bern,Atlantis,Uri&players=3&q=+müller+&maxPrice=80&sort=price'),
        golfer,
      ).slice(4),
    ).toEqual([
      '/api/tee-times/search?date=2026-12-10&regions=Bern%2CUri&time=any_time&holes=9_or_18&players=3&maxPrice=80&q=m%C3%BCller&sort=price',
      '/api/tee-times/cantons?date=2026-12-10&time=any_time&holes=9_or_18&players=3&maxPrice=80&q=m%C3%BCller',
    ]);
    // The results are a golfer's page: a visitor sees the landing there, which asks for no search.
    expect(firstAnswers(at('/courses'), visitor)).toEqual(['/api/config']);
  });

  it('asks for nothing of a page at an address that is not one (not a club id, a deeper path)', () => {
    for (const address of ['/courses/not-a-club', `/courses/${club}/more`, '/courses/'])
      expect(firstAnswers(at(address), visitor), address).toEqual(['/api/config']);
  });
});

describe("the addresses of the app's answers", () => {
  it('leave out what is not set, and keep the order of the query', () => {
    expect(withQuery('/api/x', { b: 2, a: 'one', empty: '', none: null, unset: undefined, no: false })).toBe(
      '/api/x?b=2&a=one&no=false',
    );
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(clubDayPath(club, '2026-12-08', { players: 2, maxPrice: null })).toBe(
      `/api/clubs/${club}/tee-times?date=2026-12-08&players=2`,
    );
  });

  it("take a search's next page by its cursor", () => {
    const search = searchParamsOf(new URLSearchParams(), '2026-12-08');
    expect(searchPath(search, 'abc')).toMatch(/&cursor=abc$/);
    expect(searchPath(search, '')).not.toContain('cursor');
  });

  it('read a search from an address, anything unknown falling back to the defaults', () => {
    expect(
      searchParamsOf(
        new URLSearchParams('time=midnight&holes=27&players=9&maxPrice=-5&minDiscount=101&sort=name'),
        '2026-12-08',
      ),
    ).toEqual({
      date: '2026-12-08',
      regions: [],
      time: 'any_time',
      holes: '9_or_18',
      players: 4,
      q: '',
      maxPrice: null,
      minDiscount: null,
      sort: 'time',
    });
  });
});
