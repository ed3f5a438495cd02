import { addDays, zurichDate } from '../contract/zurich-time';
import { swissDate } from '../web/lib/swiss-date-time';
import { demo, expect, signInAs, test, withoutShellAnswers } from './fixtures';

test("the club admin generates tomorrow's early schedule, blocks one time, changes a price, and a golfer sees it", async ({
  page,
}) => {
  const tomorrow = addDays(zurichDate(new Date()), 1);
  await signInAs(page, demo.clubAdmin);
  const me = (await (await page.request.get('/api/me')).json()) as {
    roles: { golfClubAdmin: { clubId: string; clubName: string } };
  };
  const club = me.roles.golfClubAdmin;

  await page.goto('/golf-club/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(club.clubName)).toBeVisible();
  await page.getByRole('navigation', { name: 'Club area' }).getByRole('link', { name: 'Tee times' }).click();
  await expect(page.getByRole('heading', { name: 'Tee times', level: 1 })).toBeVisible();
  // The sheet opens on today, as the desk works it; this schedule is for tomorrow.
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(swissDate(tomorrow));
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(swissDate(tomorrow));

  const schedule = page.getByRole('form', { name: 'Generate a schedule' });
  // A year of tee times is more than one schedule may create: the form says the limit before asking the server.
  await schedule.getByLabel('To', { exact: true }).fill(swissDate(addDays(tomorrow, 365)));
  await schedule.getByRole('button', { name: 'Generate tee times' }).click();
  await expect(schedule.getByRole('alert')).toHaveText(
    'A schedule may cover at most 200 days; this one covers 366. Please choose a shorter period.',
  );
  await schedule.getByLabel('To', { exact: true }).fill(swissDate(tomorrow));
  await schedule.getByLabel('First start').fill('05:00');
  await schedule.getByLabel('Last start').fill('05:30');
  await schedule.getByLabel('Interval (minutes)').fill('10');
  // The club's price list prices a schedule unless the admin gives prices of its own.
  await expect(schedule.getByLabel(/Price each time from the club’s price list/)).toBeChecked();
  await schedule.getByLabel(/Price each time from the club’s price list/).uncheck();
  await schedule.getByLabel('Price (CHF)', { exact: true }).fill('60');
  await schedule.getByLabel('Original price (CHF)').fill('90');
  await schedule.getByRole('button', { name: 'Generate tee times' }).click();
  // Nothing is written before the admin has seen what the schedule creates, at which prices.
  await expect(page.getByRole('heading', { name: 'This schedule creates 4 tee times:' })).toBeVisible();
  await expect(page.getByText('4 at CHF 60.00 instead of CHF 90.00')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Tee time 05:00' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create 4 tee times' }).click();
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
  expect(csvHref).toContain('language=en');
  expect(await (await page.request.get(csvHref)).text()).toContain(
    'Reference;Date;Time;Players;Golfer;E-mail;Status;Total CHF;Payment;Mystery',
  );

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
  await expect(times.getByRole('button', { name: /^05:10, CHF 42\.50, 18 holes/ })).toBeVisible();
  await expect(times.getByRole('button', { name: /^05:20, CHF 60.00, 18 holes/ })).toBeVisible();
  await expect(times.getByRole('button', { name: /^05:00,/ })).toHaveCount(0);
});

test("the club admin gives bank details, sets a price list with its preview, writes the club's directions golfers then see, cannot remove the last admin, and withdraws an invitation", async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.clubAdmin);
  await page.goto('/golf-club-admin');
  const area = page.getByRole('navigation', { name: 'Club area' });

  await area.getByRole('link', { name: 'Finances' }).click();
  await expect(page.getByRole('heading', { name: 'Finances', level: 1 })).toBeVisible();
  await expect(page.getByText('Platform commission (10%)')).toBeVisible();
  await page.getByRole('link', { name: 'Bank details' }).click();
  const bank = page.getByRole('form', { name: 'Bank and payout details' });
  await expect(bank.getByText('Not provided')).toBeVisible();
  await bank.getByLabel('Legal name of the club or company').fill('Golf & Country Club Zürich AG');
  await bank.getByLabel('Address').fill('Weid 9, 8126 Zumikon');
  await bank.getByLabel('IBAN (Switzerland or Liechtenstein)').fill('CH93 0076 2011 6238 5295 8');
  await bank.getByLabel('Contact person for finances').fill('Marco Brunner');
  await bank.getByLabel('E-mail for statements').fill('finanzen@example.ch');
  await bank.getByLabel('Phone').fill('+41 44 123 45 67');
  await bank.getByRole('button', { name: 'Save details' }).click();
  await expect(
    bank.getByText('This is not a valid Swiss or Liechtenstein IBAN. Please check the digits.'),
  ).toBeVisible();
  await bank.getByLabel('IBAN (Switzerland or Liechtenstein)').fill('CH93 0076 2011 6238 5295 7');
  await bank.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved. We will check them shortly.')).toBeVisible();
  await expect(bank.getByText('Being checked')).toBeVisible();

  await area.getByRole('link', { name: 'Pricing' }).click();
  const pricing = page.getByRole('form', { name: 'Pricing' });
  const preview = page.getByRole('table', { name: 'What golfers pay' });
  await pricing.getByLabel('Weekday green fee (CHF, 18 holes)').fill('100');
  await pricing.getByLabel('Weekday discount (%)').fill('20');
  await expect(preview.getByRole('row', { name: /^Weekdays / })).toContainText('CHF 80.00');
  await pricing.getByLabel('Offer a twilight rate in the evening').check();
  await pricing.getByLabel('Twilight discount (%)').fill('50');
  await expect(preview.getByRole('row', { name: /^Weekdays from 17:00/ })).toContainText('CHF 40.00');
  await pricing.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();

  await area.getByRole('link', { name: 'Texts' }).click();
  await expect(page.getByRole('heading', { name: 'Club texts', level: 1 })).toBeVisible();
  const english = page.getByRole('form', { name: 'Club texts in English' });
  const directions = 'From Zürich HB take the S18 to Zumikon, then a 10-minute walk.\nFree parking at the clubhouse.';
  await english.getByLabel('Getting there').fill(directions);
  await english.getByRole('button', { name: 'Save texts in English' }).click();
  await expect(page.getByText('Texts in English saved')).toBeVisible();
  await page.getByRole('button', { name: 'German' }).click();
  const german = page.getByRole('form', { name: 'Club texts in German' });
  await german.getByLabel('Getting there').fill('Ab Zürich HB mit der S18 nach Zumikon, dann 10 Minuten zu Fuss.');
  await german.getByRole('button', { name: 'Save texts in German' }).click();
  await expect(page.getByText('Texts in German saved')).toBeVisible();
  const clubId = (
    (await (await page.request.get('/api/me')).json()) as { roles: { golfClubAdmin: { clubId: string } } }
  ).roles.golfClubAdmin.clubId;
  const golfer = await browser.newContext();
  const visitor = await golfer.newPage();
  await visitor.goto(`/courses/${clubId}`);
  const gettingThere = visitor.getByRole('heading', { name: 'Getting there' }).locator('..');
  await expect(gettingThere.getByText('From Zürich HB take the S18 to Zumikon, then a 10-minute walk.')).toBeVisible();
  await expect(gettingThere.getByText('Free parking at the clubhouse.')).toBeVisible();
  await golfer.close();

  await area.getByRole('link', { name: 'Club management' }).click();
  await expect(
    page.getByText('A club always keeps at least one admin: invite another admin before removing the last one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove .* as admin$/ })).toBeDisabled();
  // An address without an account is invited like any other; the invitation waits until it is withdrawn.
  await page.getByLabel('E-mail address').fill('nobody-yet@example.ch');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(
    page.getByText('nobody-yet@example.ch is invited and becomes an admin once they accept the invitation.'),
  ).toBeVisible();
  const open = page.getByRole('region', { name: 'Open invitations' });
  await open.getByRole('button', { name: 'Withdraw the invitation of nobody-yet@example.ch' }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw the invitation of nobody-yet@example.ch?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByText('The invitation of nobody-yet@example.ch is withdrawn')).toBeVisible();
  await expect(open.getByText('No invitations are waiting for an answer.')).toBeVisible();
});

test('the club area explains when access cannot be verified, and gets in on retry', async ({ page, consoleErrors }) => {
  await signInAs(page, demo.clubAdmin);
  // The server could not answer the profile along with the page (decision 0068): the app asks for it, and is refused.
  await withoutShellAnswers(page);
  await page.route('**/api/me', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"service_unavailable","message":"down"}}',
    }),
  );
  await page.goto('/golf-club/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Verification Error' })).toBeVisible();
  await expect(page.getByText('Please try again or contact support if the issue persists.')).toBeVisible();
  await expect(page.getByText('Failed to verify golf club access')).toBeVisible();
  await page.unroute('**/api/me');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The browser logs the refused /api/me answers that the screen explains.
  expect(consoleErrors.splice(0).every((error) => /503.*\/api\/me$/.test(error))).toBe(true);
});
