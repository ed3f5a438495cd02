import { playerCountFrom } from './booking-limits';
import { cantons } from './cantons';
import type { Language } from './languages';
import {
  holeChoices,
  sortOrders,
  timesOfDay,
  type HoleChoice,
  type SortOrder,
  type TimeFilters,
  type TimeOfDay,
} from './search-options';

// The addresses of the answers the web app asks for first, built in one place: the app's queries fetch them, and the
// page's shell carries the server's answers to the same addresses (server/http/web-app.ts), which the app's first
// requests take instead of asking (web/lib/shell-answers.ts, decision 0068). Plain values, no zod: the web app's
// first code reads them.

/** The id of the element of a page's shell that carries the app's first answers, as JSON. */
export const SHELL_ANSWERS_ID = 'shell-answers';

export type Query = Record<string, string | number | boolean | undefined | null>;

/** A path with the query's set values, in the query's order. */
export function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The frame's answers: the settings (the beta gate), and a signed-in golfer's profile, favourites and bell. */
export const CONFIG_PATH = '/api/config';
export const ME_PATH = '/api/me';
export const FAVORITES_PATH = '/api/me/favorites';
export const UNREAD_COUNT_PATH = '/api/me/notifications/unread-count';

export interface SearchParams extends TimeFilters {
  date: string;
  regions: string[];
  /** Part of a club's name; empty for every club. */
  q: string;
  sort: SortOrder;
}

/** What the map asks: the search's day, filters of times and name, for every canton at once. */
export interface MapQuestion extends TimeFilters {
  date: string;
  q: string;
}

/** The filters of times as the API takes them: unset ones left out. */
const timeFilterQuery = (filters: Partial<TimeFilters>) => ({
  time: filters.time,
  holes: filters.holes,
  players: filters.players,
  maxPrice: filters.maxPrice ?? undefined,
  minDiscount: filters.minDiscount ?? undefined,
});

/** One club, with its own texts in the reader's language. */
export const clubPath = (id: string, language: Language) => withQuery(`/api/clubs/${id}`, { lang: language });

/** Every time of a club's day, narrowed as a search was. */
export const clubDayPath = (id: string, date: string, filters: Partial<TimeFilters> = {}) =>
  withQuery(`/api/clubs/${id}/tee-times`, { date, ...timeFilterQuery(filters) });

/** A page of a search: the first without a cursor. */
export const searchPath = (params: SearchParams, cursor?: string) =>
  withQuery('/api/tee-times/search', {
    date: params.date,
    regions: params.regions.join(','),
    ...timeFilterQuery(params),
    q: params.q || undefined,
    sort: params.sort,
    cursor: cursor || undefined,
  });

/** The map's counts of bookable times per canton. */
export const cantonCountsPath = (question: MapQuestion) =>
  withQuery('/api/tee-times/cantons', {
    date: question.date,
    ...timeFilterQuery(question),
    q: question.q || undefined,
  });

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** A whole number from the address within bounds, or null (no such filter). */
function boundedNumber(value: string | null, min: number, max: number): number | null {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= min && number <= max ? Math.round(number) : null;
}

/** The search an address of the results asks for: anything unknown in it falls back to the defaults. */
export function searchParamsOf(query: URLSearchParams, today: string): SearchParams {
  return {
    date: query.get('date') || today,
    regions: (query.get('regions') ?? '')
      .split(',')
      .filter((canton) => (cantons as readonly string[]).includes(canton)),
    time: oneOf<TimeOfDay>(timesOfDay, query.get('time'), 'any_time'),
    holes: oneOf<HoleChoice>(holeChoices, query.get('holes'), '9_or_18'),
    players: playerCountFrom(query.get('players')),
    q: (query.get('q') ?? '').trim().slice(0, 100),
    maxPrice: boundedNumber(query.get('maxPrice'), 0, 10_000),
    minDiscount: boundedNumber(query.get('minDiscount'), 0, 100),
    sort: oneOf<SortOrder>(sortOrders, query.get('sort'), 'time'),
  };
}

/** A course page's address in the web app (its route `courses/:id`), with the club's id. */
const COURSE_PAGE = /^\/courses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The results' addresses (their routes `courses` and `search`): a signed-in golfer's page. */
const RESULTS_PAGE = /^\/(courses|search)$/;

/** Who reads a page, as the app knows it at its start. */
export interface Reader {
  /** The interface language, from the browser's languages. */
  language: Language;
  /** Today in Zurich. */
  today: string;
  signedIn: boolean;
}

/**
 * The answers the app asks for first at an address, before its first render: the frame's (web/main.tsx) and the
 * page's (its route's loader: web/features/courses/route-data.ts, web/features/search-map/route-data.ts).
 */
export function firstAnswers(address: { path: string; query: URLSearchParams }, reader: Reader): string[] {
  const frame = [CONFIG_PATH, ...(reader.signedIn ? [ME_PATH, FAVORITES_PATH, UNREAD_COUNT_PATH] : [])];
  const club = COURSE_PAGE.exec(address.path)?.[1];
  if (club) return [...frame, clubPath(club, reader.language), clubDayPath(club, reader.today)];
  if (RESULTS_PAGE.test(address.path) && reader.signedIn) {
    const search = searchParamsOf(address.query, reader.today);
    return [...frame, searchPath(search), cantonCountsPath(search)];
  }
  return frame;
}
