// Lighthouse (mobile profile, the system Chromium) on the built landing page and the signed-in home page,
// served by the compiled product as `npm start` serves it: a fresh PGlite folder with demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 3190;
const base = `http://localhost:${PORT}`;

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the product server did not become healthy');
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
    await waitForHealth(Date.now() + 180_000);
    const cookie = await demoGolferCookie();
    const pages = [
      { page: 'landing', path: '/landing', headers: undefined },
      { page: 'home (signed in)', path: '/', headers: { Cookie: cookie } },
    ];
    const results = [];
    for (const { page, path, headers } of pages) {
      const run = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: headers,
      });
      const categories = run!.lhr.categories;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
      });
    }
    return results;
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}
