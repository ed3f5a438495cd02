// Lighthouse (mobile profile, the system Chromium) on the built landing page, the signed-in home, search
// results (with the map) and a course page, served by the compiled product as `npm start` serves it: a fresh
// PGlite folder with demo data. Each page BENCH_LIGHTHOUSE_RUNS times (5): the medians, with the host's
// benchmark index, total blocking time and largest contentful paint, so that runs on other machines compare.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { ClubPage } from '../contract/clubs';
import { addDays, zurichDate } from '../contract/zurich-time';
import { untilHealthy } from '../server/test/until-healthy';

const PORT = 3190;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const base = `http://localhost:${PORT}`;

/** One Lighthouse run of a page: its scores and the figures that tell machines apart. */
interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  benchmarkIndex: number;
}

/** The demo golfer's session cookie, as the browser would hold it after signing in. */
async function demoGolferCookie() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'golfer@example.ch', password: 'golf-demo-2026' }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function auditPages() {
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'teetimes-lighthouse-')),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await untilHealthy(base, { child: server, withinMs: 180_000, pollMs: 500, name: 'the product server' });
    const cookie = await demoGolferCookie();
    const tomorrow = addDays(zurichDate(new Date()), 1);
    const clubs = (await (await fetch(`${base}/api/clubs?date=${tomorrow}&limit=1`)).json()) as ClubPage;
    const signedIn = { Cookie: cookie };
    const pages = [
      { page: 'landing', path: '/landing', headers: undefined },
      { page: 'home (signed in)', path: '/', headers: signedIn },
      { page: 'search results', path: `/courses?date=${tomorrow}`, headers: signedIn },
      { page: 'course page', path: `/courses/${clubs.clubs[0]!.id}`, headers: signedIn },
    ];
    const results = [];
    for (const { page, path, headers } of pages) {
      // A run Lighthouse could not measure (NO_NAVSTART now and then on this machine) is no score of the page: it is
      // named, and another run takes its place, up to as many again.
      const runs: Run[] = [];
      const failed: string[] = [];
      while (runs.length < RUNS && failed.length < RUNS) {
        const { lhr } = (await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: headers,
        }))!;
        if (lhr.runtimeError) {
          failed.push(lhr.runtimeError.code);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const median = (key: keyof Run) => {
        const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)]!;
      };
      results.push({
        page,
        runs: runs.length,
        performance: median('performance'),
        accessibility: median('accessibility'),
        bestPractices: median('bestPractices'),
        totalBlockingTimeMs: median('totalBlockingTimeMs'),
        largestContentfulPaintMs: median('largestContentfulPaintMs'),
        benchmarkIndex: median('benchmarkIndex'),
        performanceRuns: [
          ...runs.map((run) => String(run.performance)),
          ...failed.map((error) => `(not measured: ${error})`),
        ],
      });
    }
    return results;
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}
