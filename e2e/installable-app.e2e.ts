import type { Page } from '@playwright/test';
import { zurichDate } from '../contract/zurich-time';
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
  // The manifest is linked once the app has started and the icon travels in the shell: neither takes one of the
  // browser's six connections from the page's script at the start.
  const shell = await (await page.request.get('/')).text();
  expect(shell).not.toContain('rel="manifest"');
  expect(shell).toMatch(/<link[^>]*rel="icon"[^>]*href="data:image\/svg\+xml,/);
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

test.describe('on a page the service worker does not answer', () => {
  // The test holds one of the page's requests; a worker's fetch would go past it.
  test.use({ serviceWorkers: 'block' });

  test("the manifest is linked once the first page's answers have come, not among them", async ({ page }) => {
    await signInAs(page, demo.golfer);
    // When the app links the manifest (and, in the same task, registers the service worker), in the page's own time.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('link[rel="manifest"]')) return;
        document.documentElement.dataset.manifestLinkedAt = String(performance.now());
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    // The home's last-minute deals, which its first render asks for, come late, as on a slow network.
    await page.route('**/api/tee-times/last-minute', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const deals = page.waitForResponse('**/api/tee-times/last-minute');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await (await deals).finished();
    await expect(page.locator('html[data-manifest-linked-at]')).toHaveCount(1);
    const { linkedAt, dealsCame } = await page.evaluate(() => ({
      linkedAt: Number(document.documentElement.dataset.manifestLinkedAt),
      dealsCame: (
        performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/tee-times/last-minute')) as
          PerformanceResourceTiming | undefined
      )?.responseEnd,
    }));
    expect(dealsCame).toBeDefined();
    expect(dealsCame!).toBeLessThan(linkedAt);
  });
});

test('the service worker keeps the app shell and assets, and never an API answer', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/service-worker\.js$/);

  // Signed in, the pages ask the API for personal data through the controlling worker.
  await signInAs(page, demo.golfer);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answered = await page.evaluate(async () => (await fetch('/api/me', { credentials: 'same-origin' })).status);
  expect(answered).toBe(200);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

/** The paths of the scripts this page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

test.describe('offline', () => {
  test.use({ locale: 'de-CH' });

  test('after one visit the app opens offline on a page never visited: the shell, its code, and the page saying in German that the club could not be loaded', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    const {
      clubs: [club],
    } = (await (await request.get(`/api/clubs?date=${zurichDate(new Date())}`)).json()) as {
      clubs: { id: string; name: string }[];
    };
    const clubAddress = `/api/clubs/${club!.id}?lang=de`;

    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    // A worker is active only once its install filled the precache; it then takes over the open page.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/service-worker\.js$/);

    // The course page's code was never loaded by this page, yet it is kept, like every built file.
    const cached = await cachedPaths(page);
    const coursePageCode = cached.find((path) => /^\/assets\/course-[\w-]{8}\.js$/.test(path));
    expect(coursePageCode).toBeDefined();
    expect(await loadedScripts(page)).not.toContain(coursePageCode);
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']));

    // The club's API answer, which the page will ask for, goes through the worker online.
    expect(await page.evaluate(async (address) => (await fetch(address)).status, clubAddress)).toBe(200);

    await context.setOffline(true);
    const opened = await page.goto(`/courses/${club!.id}`);
    expect(opened?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dieser Golfclub konnte nicht geladen werden' }),
    ).toBeVisible();
    await expect(page.getByText('Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.')).toBeVisible();
    expect(await loadedScripts(page)).toContain(coursePageCode);
    // The same address that answered 200 online fails offline: no API answer is kept.
    expect(
      await page.evaluate(
        async (address) =>
          fetch(address).then(
            (response) => response.status,
            () => 'failed',
          ),
        clubAddress,
      ),
    ).toBe('failed');
    expect(consoleErrors.splice(0).filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);

    // Back online, the same page shows the club on Try again.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: club!.name })).toBeVisible();
  });
});
