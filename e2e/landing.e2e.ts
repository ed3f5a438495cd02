import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { addDays, zurichDate } from '../contract/zurich-time';
import { demo, expect, mailLinkTo, seriousA11yViolations, signInAs, test, withoutShellAnswers } from './fixtures';

test('a signed-out visitor sees the landing view at / and /landing', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: "Tee times at Switzerland's best golf clubs, for less" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The logo link is named by what it shows, then where it leads.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Swiss Tee Times Beta, Home', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('The best golf deals in Switzerland')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Swiss Tee Times AG`)).toBeVisible();
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Tee times at Switzerland's best golf clubs, for less",
  );
});

test('a signed-out visitor sent to a signed-in page lands on / with the reason and returns there after login', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/');
  const notice = page.getByRole('status').filter({ hasText: 'Log in or sign up to see your profile.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('E-mail').fill('golfer@example.ch');
  await page.getByLabel('Password').fill('golf-demo-2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
});

test('a visitor who follows Find tee times, Mystery tee times, Book now or Browse golf courses is told on the landing page why', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Log in or sign up' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const cases = [
    {
      open: () => nav.getByRole('link', { name: 'Find tee times' }).click(),
      says: 'Log in or sign up to find tee times.',
    },
    {
      open: () => nav.getByRole('link', { name: 'Mystery tee times' }).click(),
      says: 'Log in or sign up to see the mystery tee times.',
    },
    { open: () => nav.getByRole('link', { name: 'Book now' }).click(), says: 'Log in or sign up to find tee times.' },
    {
      open: () => page.getByRole('link', { name: 'Browse golf courses' }).click(),
      says: 'Log in or sign up to find tee times.',
    },
  ];
  for (const { open, says } of cases) {
    await page.goto('/');
    await open();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: says })).toBeVisible();
  }
});

test('a visitor sent away from the tee times signs up from the notice, confirms the address and arrives at the tee times', async ({
  page,
}) => {
  const email = `e2e-visitor-${Date.now()}@example.ch`;
  await page.goto('/courses?holes=18');
  await page
    .getByRole('status')
    .filter({ hasText: 'Log in or sign up to find tee times.' })
    .getByRole('link', { name: 'Sign up' })
    .click();
  await expect(page).toHaveURL('/auth?mode=signup');
  await page.getByLabel('First name').fill('Timo');
  await page.getByLabel('Last name').fill('Brunner');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('fairway-2026!');
  // No account without the terms and the privacy policy.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    page.getByText('Please accept the Terms of Service and the privacy policy to open an account.'),
  ).toBeVisible();
  await page.getByLabel('I accept the Terms of Service and the privacy policy.').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await mailLinkTo(page, email));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/courses?holes=18');
});

test('information pages and the not-found page render', async ({ page }) => {
  for (const path of ['/terms', '/about', '/partner']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page is out of bounds' })).toBeVisible();
});

test('the landing and auth pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the landing page loads at most 150 KB of JavaScript (gzip) and none of the club or super admin screens', async ({
  page,
}) => {
  const loading: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      loading.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto('/landing', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scripts = await Promise.all(loading);
  // Every script the page loaded, each compressed as the build compresses it, in bytes.
  const total = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(150_000);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/super-admin|platform-texts|dashboard|tee-sheet|management/);
    expect(script.body.toString()).not.toMatch(/["'](clubAdmin|superAdmin)\./);
  }
});

/** The requests the page sends to `pathname` from now on. */
function requestsTo(page: Page, pathname: string) {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === pathname) asked.push(sent.url());
  });
  return asked;
}

/** Tomorrow's results: late in the evening today's times may all have started. */
const tomorrowsResults = () => `/courses?date=${addDays(zurichDate(new Date()), 1)}`;

/** A signed-in golfer's results page, once its first answer has come. */
async function openResults(page: Page) {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Find tee times' })).toBeVisible();
  await expect(page.getByText(/\d+ clubs, \d+ tee times/)).toBeVisible();
}

test('who is signed in is asked for once per page: the app takes the answer its shell asked for', async ({ page }) => {
  const asked = requestsTo(page, '/api/auth/get-session');
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: /Tee times at Switzerland/ })).toBeVisible();
  expect(asked).toHaveLength(1);

  await signInAs(page, demo.golfer);
  asked.length = 0;
  await openResults(page);
  expect(asked).toHaveLength(1);
});

test("a signed-in golfer's menu shows their name from the first screen, not their e-mail until the profile comes", async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  // Every text the menu's button shows, from the page's start.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownInMenu: shown });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="user-menu"]')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // From the next page on: the page signed in on may still be asking for the golfer's data after the sign-in.
  await page.waitForLoadState('networkidle');
  const asked = requestsTo(page, '/api/me');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const shown = await page.evaluate(() => (window as unknown as { shownInMenu: string[] }).shownInMenu);
  expect(shown).toHaveLength(1);
  expect(shown[0]).not.toContain(demo.golfer);
  // The profile came with the page (decision 0068): the app asked for it no more.
  expect(asked).toEqual([]);
});

test("a signed-in golfer's hearts are ready on the first screen, not held while their favourites come", async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  // Whether any card's heart was ever shown disabled (it is while the favourites are on their way), from the start.
  await page.addInitScript(() => {
    const seen = { heldHeart: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (document.querySelector('button[aria-pressed][disabled]')) seen.heldHeart = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // From the next page on: the page signed in on may still be asking for the golfer's data after the sign-in.
  await page.waitForLoadState('networkidle');
  const asked = requestsTo(page, '/api/me/favorites');
  await page.goto(tomorrowsResults());
  await expect(page.getByRole('button', { name: /to favourites$/ }).first()).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { seen: { heldHeart: boolean } }).seen.heldHeart)).toBe(false);
  // The favourites came with the page (decision 0068).
  expect(asked).toEqual([]);
});

test("a golfer's own data slow to come does not hold the page: it shows, and the hearts follow", async ({ page }) => {
  await signInAs(page, demo.golfer);
  // Not in the page (the server had them late): the app asks for them.
  await withoutShellAnswers(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me/favorites', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(tomorrowsResults());
  const heart = page.getByRole('button', { name: /to favourites$/ }).first();
  await expect(heart).toBeDisabled();
  release();
  await expect(heart).toBeEnabled();
});

test("the hero picture is asked for with the home's and the landing's page, and not with the results", async ({
  page,
}) => {
  const asked = requestsTo(page, '/hero.svg');
  await page.goto('/landing');
  await expect(page.locator('img[src="/hero.svg"]')).toBeVisible();
  // The shell asked for it before the script ran; the hero's <img> took that answer.
  await expect(page.locator('link[rel="preload"][href="/hero.svg"]')).toHaveCount(1);
  expect(asked).toHaveLength(1);

  await signInAs(page, demo.golfer);
  asked.length = 0;
  await openResults(page);
  expect(asked).toEqual([]);
});
