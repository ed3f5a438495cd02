import { addDays, zurichDate } from '../contract/zurich-time';
import { swissDate } from '../web/lib/swiss-date-time';
import { DEMO_PASSWORD, demo, expect, mailsTo, signInAs, test } from './fixtures';

interface SheetTime {
  id: string;
  time: string;
  bookedPlayers: number;
  slotsAvailable: number;
  isBlocked: boolean;
}

test('the club blocks a booked time for its championship: it moves the booking first, and the golfer is told why in a notification and a mail and may cancel free', async ({
  page,
  browser,
}) => {
  const day = addDays(zurichDate(new Date()), 3);
  await signInAs(page, demo.clubAdmin);
  const { clubId } = (await (await page.request.get('/api/me')).json()).roles.golfClubAdmin as { clubId: string };
  const sheet = (await (
    await page.request.get(`/api/clubs/${clubId}/admin/tee-times?date=${day}`)
  ).json()) as SheetTime[];
  const [booked, , target] = sheet.filter((time) => time.bookedPlayers === 0 && !time.isBlocked);

  // A golfer books two places on a time nobody else has.
  const golfer = await browser.newPage();
  await signInAs(golfer, demo.golfer);
  const booking = (await (
    await golfer.request.post('/api/bookings', {
      data: { teeTimeId: booked!.id, playerCount: 2 },
      headers: { origin: new URL(golfer.url()).origin },
    })
  ).json()) as { id: string; reference: string };
  expect(booking.reference).toMatch(/^[0-9A-F]{8}$/);

  // The club blocks it: the sheet sends it to the block form, which lists the booking before anything changes.
  await page.goto('/golf-club/tee-times');
  // The club area is a back office: its own bar, none of the golfers' navigation and footer (issue 21, point 10).
  await expect(page.getByRole('navigation', { name: 'Back office' })).toContainText('Club area');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByLabel('Date', { exact: true }).fill(swissDate(day));
  const row = page.getByRole('listitem', { name: `Tee time ${booked!.time}` });
  await row.getByRole('button', { name: `Block ${booked!.time}: its bookings are moved or cancelled first` }).click();
  const form = page.getByRole('form', { name: 'Block tee times' });
  await expect(form.getByLabel('Reason')).toBeFocused();
  await expect(form.getByLabel('From')).toHaveValue(booked!.time);
  await form.getByLabel('Reason').fill('Club championship');
  await form.getByRole('button', { name: 'Show the affected bookings' }).click();
  await expect(page.getByRole('heading', { name: `1 tee time will be closed: ${booked!.time}` })).toBeVisible();
  const affected = page.getByRole('list', { name: 'Affected bookings' });
  await expect(affected).toContainText(`Reference ${booking.reference}`);
  await expect(page.getByRole('button', { name: 'Choose for 1 more booking' })).toBeDisabled();
  await affected
    .getByLabel(`What happens to booking ${booking.reference}`)
    .selectOption({ label: `Move to ${target!.time} (${target!.slotsAvailable} places open)` });
  await page.getByRole('button', { name: 'Block 1 tee time' }).click();
  await expect(page.getByText('1 tee time blocked. Bookings moved: 1, cancelled: 0.')).toBeVisible();
  await expect(row.getByText('Blocked')).toBeVisible();
  await expect(row.getByText('Club championship')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Tee time ${target!.time}` })).toContainText(
    `2 of ${target!.slotsAvailable} booked`,
  );

  // The golfer learns it in the app and by mail, at the new time, free to cancel until the round.
  await golfer.goto('/notifications');
  await expect(golfer.getByText('Tee time moved by the club')).toBeVisible();
  await expect(golfer.getByText("The club's reason: Club championship")).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(golfer, demo.golfer)).find((mail) => mail.subject.startsWith('Tee time moved:')))
    .toMatchObject({ text: expect.stringContaining("The club's reason: Club championship") });
  await golfer.goto(`/booking/${booking.id}`);
  await expect(golfer.getByText(target!.time).first()).toBeVisible();
  await expect(golfer.getByText(`Free cancellation until`)).toContainText(target!.time);
  await golfer.close();
});

test('the club area fits a phone and a wide screen: no page and no price table scrolls sideways, in German and French (issue 21, point 10)', async ({
  browser,
  baseURL,
}) => {
  // At 1440 px the price table stands beside the form, in a card narrower than a tablet's.
  for (const [locale, width] of [
    ['de-CH', 390],
    ['fr-CH', 390],
    ['de-CH', 1440],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 844 },
      locale,
      timezoneId: 'Europe/Zurich',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: demo.clubAdmin, password: DEMO_PASSWORD },
      headers: { origin: baseURL! },
    });
    expect(signedIn.ok()).toBe(true);
    for (const path of ['dashboard', 'tee-times', 'bookings', 'finances', 'settings/pricing', 'settings', 'profile']) {
      await page.goto(`/golf-club/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${locale} ${width} ${path}`).toBeLessThanOrEqual(width);
    }
    await page.goto('/golf-club/settings/pricing');
    await page.getByRole('checkbox').first().check();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const [tableWidth, areaWidth] = await table.evaluate((element) => [
      element.scrollWidth,
      element.parentElement!.clientWidth,
    ]);
    expect(tableWidth, `${locale} ${width}`).toBeLessThanOrEqual(areaWidth);
    await context.close();
  }
});
