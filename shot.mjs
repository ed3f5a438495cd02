import { chromium } from '@playwright/test';
const base = 'http://localhost:3411';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const login = async (page, email) => {
  await page.goto(`${base}/golf-club/login`);
  await page.fill('input[type=email]', email);
  await page.fill('input[type=password]', 'golf-demo-2026');
  await page.click('form button[type=submit]');
  await page.waitForURL(/golf-club|super-admin|\/home|\/$/);
};
for (const [lang, width] of [['en', 1440], ['en', 390], ['de', 1440], ['de', 390], ['fr', 1440], ['fr', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 1100 }, locale: lang });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  await login(page, 'clubadmin@example.ch');
  await page.goto(`${base}/golf-club/tee-times`);
  await page.waitForSelector('[data-testid=sheet-place]');
  // Tomorrow morning: a full day of names.
  await page.locator('button:has(svg.lucide-chevron-right)').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/day-${lang}-${width}.png` });
  if (width === 1440) {
    await page.goto(`${base}/golf-club/club-management`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/mgmt-${lang}.png`, fullPage: true });
    await page.goto(`${base}/golf-club/settings`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/settings-${lang}.png`, fullPage: true });
    await page.goto(`${base}/golf-club/finances`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/fin-${lang}.png`, fullPage: true });
  }
  await context.close();
}
const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
const page = await context.newPage();
await login(page, 'superadmin@example.ch');
await page.goto(`${base}/super-admin`);
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/sa.png`, fullPage: true });
await browser.close();
