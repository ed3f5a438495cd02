import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInstant, formatInstantDay, formatInstantTime } from './format';

// The test runner's time zone is not Zurich's (UTC here; anything on a golfer's phone): every moment still reads as in Zurich.
describe('moments are written as Zurich’s wall clock shows them, wherever the browser is', () => {
  it.each([
    ['2026-11-24T13:06:00Z', '14:06', '24.11.2026'],
    ['2026-11-24T23:30:00Z', '00:30', '25.11.2026'],
    ['2026-07-01T21:59:00Z', '23:59', '01.07.2026'],
    // The spring and autumn clock changes: 01:59 winter time, then 03:00 summer time; 02:30 summer, then 02:30 winter time.
    ['2026-03-29T00:59:00Z', '01:59', '29.03.2026'],
    ['2026-03-29T01:00:00Z', '03:00', '29.03.2026'],
    ['2026-10-25T00:30:00Z', '02:30', '25.10.2026'],
    ['2026-10-25T01:30:00Z', '02:30', '25.10.2026'],
  ])('%s is %s on %s', (iso, time, day) => {
    expect(formatInstantTime(iso)).toBe(time);
    expect(formatInstantDay(iso)).toBe(day);
    expect(formatInstant(iso, 'de')).toContain(`${day}, ${time}`);
  });
});

/** The web app's sources, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('one way to write money and moments', () => {
  it('is this module: no other source of the web app formats money, a date or a time itself', () => {
    const own = new Set(['web/lib/format.ts', 'web/lib/i18n/date-locale.ts']);
    const formatting =
      /from 'date-fns'|Intl\.(NumberFormat|DateTimeFormat)|\.toFixed\(|\.toLocale(String|DateString|TimeString)\(|CHF \$\{/;
    const offenders = sources('web').filter((file) => !own.has(file) && formatting.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
