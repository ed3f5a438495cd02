import { chromium } from '@playwright/test';
const base = 'http://localhost:3600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const out = '/tmp/shots';
const langs = (process.env.LANGS ?? 'en,de,fr').split(',');
for (const lang of langs) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: 'en-GB', timezoneId: 'Europe/Zurich' });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-23T19:36:00Z') });
    await page.goto(base + '/auth');
    await page.locator('#auth-email').fill('golfer@example.ch');
    await page.locator('#auth-password').fill('golf-demo-2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(base + '/');
    const shot = async (name, full = false) => { await page.waitForTimeout(600); await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: full }); };
    // Search tomorrow: tee-time buttons with places
    await page.goto(base + '/courses?date=2026-11-24&players=2');
    await page.getByTestId('course-card').first().waitFor();
    await shot('results');
    // Early booking: three days ahead
    const clubs = await (await page.request.get(base + '/api/tee-times/search?date=2026-11-26&players=2')).json();
    await page.goto(`${base}/booking/${clubs[0].id}/${clubs[0].teeTimes[0].id}?players=2`);
    await page.getByTestId('cancellation-terms').waitFor();
    await shot('booking-early', true);
    // Late booking: tomorrow
    const late = await (await page.request.get(base + '/api/tee-times/search?date=2026-11-24&players=2')).json();
    const pick = late[1 + (width === 1440 ? 1 : 0) + langs.indexOf(lang) * 2] ?? late[0];
    await page.goto(`${base}/booking/${pick.id}/${pick.teeTimes[0].id}?players=2`);
    await page.getByTestId('cancellation-terms').waitFor();
    await shot('booking-late', true);
    await page.getByTestId('cancellation-terms').getByRole('checkbox').check();
    await page.locator('main button.w-full').last().click();
    await page.getByTestId('booking-reference').waitFor();
    await shot('confirmation', true);
    await page.goto(base + '/my-bookings');
    await page.getByTestId('my-booking').first().waitFor();
    await shot('my-bookings', true);
    await page.goto(base + '/');
    await page.waitForTimeout(1500);
    await page.locator('#featured-title').scrollIntoViewIfNeeded();
    await shot('home-featured-evening');
    await context.close();
  }
}
await browser.close();
