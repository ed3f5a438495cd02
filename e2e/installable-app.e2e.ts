import type { Page } from '@playwright/test';
import { demo, expect, signInAs, test } from './fixtures';

/** The path of every request kept in any Cache Storage cache of the page's origin. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('the app is installable: its service worker registers, the manifest names it with PNG icons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptURL).toMatch(/\/service-worker\.js$/);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifestResponse = await page.request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Swiss Tee Times');
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('the service worker keeps the app shell and assets, and never an API answer', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/service-worker\.js$/);

  // Signed in, the pages ask the API for personal data through the controlling worker.
  await signInAs(page, demo.golfer);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answered = await page.evaluate(async () => (await fetch('/api/me', { credentials: 'same-origin' })).status);
  expect(answered).toBe(200);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
});
