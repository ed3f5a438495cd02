import { CALENDAR_BYTES, CALENDAR_PROBLEMS } from '../../../contract/calendar-feeds';
import { fetchOutside } from '../../http/outside-addresses';

/** Why a calendar could not be read, in English (the club area says it in the admin's language by its code). */
export class CalendarProblem extends Error {
  constructor(
    readonly code: (typeof CALENDAR_PROBLEMS)[number],
    message: string,
  ) {
    super(message);
  }
}

/** A calendar's server has this long to answer. */
const TIMEOUT_MS = 15_000;
/** Redirects followed, each to an address checked like the first. */
const REDIRECTS = 3;

/** The address as given, with a calendar app's `webcal://` read over https. */
export const calendarAddress = (url: string) => url.replace(/^webcals?:\/\//i, 'https://');

/** The body, or a CalendarProblem once it passes CALENDAR_BYTES. */
async function boundedText(response: Response): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    const chunk = read.value;
    size += chunk.byteLength;
    if (size > CALENDAR_BYTES) {
      await reader!.cancel();
      throw new CalendarProblem('calendar_too_large', `it is larger than ${CALENDAR_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches a club's calendar by the rules of the addresses a club gives us (https on the internet on a public
 * deployment, checked again at each redirect), within TIMEOUT_MS and CALENDAR_BYTES.
 */
export async function fetchCalendar(address: string, onLoopback: boolean): Promise<string> {
  let url = new URL(calendarAddress(address));
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetchOutside(
        url,
        {
          headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'SwissTeeTimes-Calendar/1' },
          redirect: 'manual',
          signal,
        },
        onLoopback,
      );
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location && redirects < REDIRECTS) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new CalendarProblem('calendar_unreachable', `its server answered ${response.status}`);
      }
      return await boundedText(response);
    }
  } catch (error) {
    if (error instanceof CalendarProblem) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new CalendarProblem('calendar_unreachable', `no answer within ${TIMEOUT_MS / 1000} s`);
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    throw new CalendarProblem('calendar_unreachable', cause || 'it could not be reached');
  }
}
