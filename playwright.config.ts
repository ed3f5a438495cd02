import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MONDAY_EVENING } from './e2e/evening';
import { ports } from './e2e/ports';
import { BETA_PASSWORD, FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY } from './e2e/test-secrets';

const { product: PORT, card: CARD_PORT, fakeStripe: FAKE_STRIPE_PORT, beta: BETA_PORT, evening: EVENING_PORT } = ports;
// Chromium's headless shell (Debian's chromium-headless-shell; what Playwright itself runs for headless tests): the
// same engine without the full browser's window layer. A journey took about a fifth less time in it (13 journeys:
// 101 s against 80 s on this 2-core machine). The full browser where only that one is installed.
const chromium =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
// Each run starts the built product on PGlite folders with demo data, as `npm start` does: copies of a folder
// that the built server seeded (e2e/seeded-folders.ts). Workers inherit the folders through the environment. The
// evening's server lives on Monday 23.11.2026: its folder is seeded on that evening's clock, as `npm start` then
// would have (seeded today, that Monday's rounds would already count as played).
if (!process.env.E2E_DATA_DIR) {
  const folder = (name: string) => (process.env[name] = join(mkdtempSync(join(tmpdir(), 'teetimes-e2e-')), 'data'));
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'e2e/seeded-folders.ts',
      '--clock=now',
      ...['E2E_DATA_DIR', 'E2E_CARD_DATA_DIR', 'E2E_BETA_DATA_DIR'].map(folder),
      `--clock=${MONDAY_EVENING.toISOString()}`,
      folder('E2E_EVENING_DATA_DIR'),
    ],
    { stdio: 'inherit' },
  );
}
const dataDir = process.env.E2E_DATA_DIR!;
const cardDataDir = process.env.E2E_CARD_DATA_DIR!;
const betaDataDir = process.env.E2E_BETA_DATA_DIR!;
const eveningDataDir = process.env.E2E_EVENING_DATA_DIR!;

const productServer = (port: number, dir: string, env: Record<string, string> = {}) => ({
  // The compiled server, as `npm start` runs it after `npm run build`.
  command: 'node dist-server/main.js',
  url: `http://localhost:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '20',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Zurich',
    // Also lets axe read final colours instead of ones half-way through an animation.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    productServer(PORT, dataDir),
    {
      command: 'npx tsx e2e/fake-stripe-server.ts',
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${CARD_PORT}/api/payments/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET,
      },
    },
    productServer(CARD_PORT, cardDataDir, {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
    }),
    productServer(BETA_PORT, betaDataDir, { BETA_MODE: 'password', BETA_PASSWORD }),
    productServer(EVENING_PORT, eveningDataDir, { TEST_CLOCK_START: MONDAY_EVENING.toISOString() }),
  ],
});
