import { addDays, zurichDate } from '../contract/zurich-time';
import { demo, expect, signInAs, test } from './fixtures';

test('the club admin generates tomorrow\'s early schedule, blocks one time, changes a price, and a golfer sees it', async ({ page }) => {
  const tomorrow = addDays(zurichDate(new Date()), 1);
  await signInAs(page, demo.clubAdmin);
  const me = (await (await page.request.get('/api/me')).json()) as { roles: { golfClubAdmin: { clubId: string; clubName: string } } };
  const club = me.roles.golfClubAdmin;

  await page.goto('/golf-club/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(club.clubName)).toBeVisible();
  await page.getByRole('navigation', { name: 'Club area' }).getByRole('link', { name: 'Tee times' }).click();
  await expect(page.getByRole('heading', { name: 'Tee times', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(tomorrow);

  const schedule = page.getByRole('form', { name: 'Generate a schedule' });
  await schedule.getByLabel('First start').fill('05:00');
  await schedule.getByLabel('Last start').fill('05:30');
  await schedule.getByLabel('Interval (minutes)').fill('10');
  await schedule.getByLabel('Price (CHF)', { exact: true }).fill('60');
  await schedule.getByLabel('Original price (CHF)').fill('90');
  await schedule.getByRole('button', { name: 'Generate tee times' }).click();
  await expect(page.getByText('4 tee times created, 0 already existed')).toBeVisible();

  const five = page.getByRole('listitem', { name: 'Tee time 05:00' });
  await five.getByRole('button', { name: 'Block 05:00' }).click();
  await expect(five.getByText('Blocked')).toBeVisible();

  const tenPast = page.getByRole('listitem', { name: 'Tee time 05:10' });
  await tenPast.getByRole('button', { name: 'Edit 05:10' }).click();
  await tenPast.getByLabel('Price (CHF)', { exact: true }).fill('42.5');
  await tenPast.getByRole('button', { name: 'Save' }).click();
  await expect(tenPast.getByTestId('admin-price')).toHaveText('CHF 42.50');

  await page.getByRole('navigation', { name: 'Club area' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first()).toContainText('Confirmed');
  const csvHref = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
  expect(csvHref).toContain('status=confirmed');
  expect(await (await page.request.get(csvHref)).text()).toContain('booking,date,time,players,golfer,email,status,total_chf,payment,mystery');

  await page.getByRole('navigation', { name: 'Club area' }).getByRole('link', { name: 'Settings' }).click();
  const settings = page.getByRole('form', { name: 'Settings' });
  await expect(settings.getByLabel('Free cancellation until (hours before the round)')).toHaveValue('24');
  await settings.getByLabel('Booking window (days ahead)').fill('21');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInAs(page, demo.golfer);
  await page.goto(`/courses/${club.clubId}`);
  await page.locator('#course-date').selectOption(tomorrow);
  const times = page.getByRole('list', { name: 'Tee times' });
  await expect(times.getByRole('button', { name: /^05:10, 18 holes, CHF 42\.50/ })).toBeVisible();
  await expect(times.getByRole('button', { name: /^05:20, 18 holes, CHF 60/ })).toBeVisible();
  await expect(times.getByRole('button', { name: /^05:00,/ })).toHaveCount(0);
});
