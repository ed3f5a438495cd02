import { gzipSync } from 'node:zlib';
import { expect, seriousA11yViolations, test } from './fixtures';

test('a signed-out visitor sees the landing view at / and /landing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Tee times at Switzerland's best golf clubs, for less" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The logo link is named by what it shows, then where it leads.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Swiss Tee Times Beta, Home', exact: true })).toBeVisible();
  await expect(page.getByText('The best golf deals in Switzerland')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Swiss Tee Times AG`)).toBeVisible();
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Tee times at Switzerland's best golf clubs, for less");
});

test('a signed-out visitor sent to a signed-in page lands on / and returns there after login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.getByLabel('E-mail').fill('golfer@example.ch');
  await page.getByLabel('Password').fill('golf-demo-2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
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

test('the landing page loads at most 150 KB of JavaScript (gzip) and none of the club or super admin screens', async ({ page }) => {
  const loading: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loading.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto('/landing', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scripts = await Promise.all(loading);
  // Every script the page loaded, each compressed as the build compresses it, in bytes.
  const total = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(150_000);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/club-admin|super-admin|dashboard-page/);
    expect(script.body.toString()).not.toMatch(/["'](clubAdmin|superAdmin)\./);
  }
});
