import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [width, height, tag, locale] of [[390, 844, 'phone', 'de-CH'], [1366, 900, 'desk', 'en-GB']]) {
  const page = await browser.newPage({ viewport: { width, height }, locale });
  await page.goto(base + '/auth');
  await page.locator('#auth-email').fill('golfer@example.ch');
  await page.locator('#auth-password').fill('golf-demo-2026');
  await page.locator('form button[type=submit]').click();
  await page.waitForSelector('[data-testid=user-menu], [aria-controls=mobile-menu]');
  await page.waitForTimeout(1500);
  const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
  for (const [name, path] of [['home', '/'], ['results', `/courses?date=${tomorrow}&regions=Z%C3%BCrich&time=morning&holes=18`], ['favorites', '/favorites']]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/${name}-${tag}.png`, fullPage: name !== 'home' || tag === 'phone' });
  }
  const card = page.getByTestId('course-card').first();
  await page.goto(base + `/courses?date=${tomorrow}`, { waitUntil: 'networkidle' });
  await card.getByRole('list').getByRole('button').first().click();
  await page.screenshot({ path: `/tmp/results-selected-${tag}.png` });
  const href = await card.getByRole('link').last().getAttribute('href');
  const id = (await card.locator('a[href^="/courses/"]').getAttribute('href'));
  await page.goto(base + id, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/course-${tag}.png`, fullPage: true });
}
await browser.close();
