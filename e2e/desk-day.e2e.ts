import type { SheetTeeTime } from '../contract/desk';
import { eveningBaseUrl, liveThatEvening } from './evening';
import { demo, expect, mailsTo, seriousA11yViolations, signInAs, test } from './fixtures';

// Monday 23.11.2026, 20:35 in Zurich: today's rounds have all begun (the desk checks golfers in and records
// no-shows), and the desk takes bookings for Wednesday.
test.use({ baseURL: eveningBaseUrl });
test.beforeEach(({ page }) => liveThatEvening(page));

const today = '2026-11-23';
/** A booked place's name on the sheet: its player, then the booking's reference (screen readers read both). */
const place = (player: string, reference = '[0-9A-F]{8}') =>
  new RegExp(`^${player.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*, booking ${reference}`);
const wednesday = '2026-11-25';

test('a day at the desk: the sheet by name, check-in, no-show and undo, a phone booking moved and then blocked, the starter sheet printed', async ({
  page,
}) => {
  await signInAs(page, demo.clubAdmin);
  const { clubId } = (await (await page.request.get('/api/me')).json()).roles.golfClubAdmin as { clubId: string };
  const sheetOf = async (date: string) =>
    (await (await page.request.get(`/api/clubs/${clubId}/admin/tee-times?date=${date}`)).json()) as SheetTeeTime[];

  // The sheet opens on today, each booked place with its player's name.
  const played = (await sheetOf(today)).flatMap((time) =>
    time.bookings
      .filter((booking) => booking.status === 'confirmed' && !booking.checkedInAt)
      .map((booking) => ({ time, booking })),
  )[0]!;
  await page.goto('/golf-club/tee-times');
  await expect(page.getByRole('heading', { name: 'Starter sheet, Monday, 23 November 2026' })).toBeAttached();
  const row = page.getByRole('listitem', { name: `Tee time ${played.time.time}` });
  const golferPlace = row.getByRole('button', { name: place(played.booking.golfer!, played.booking.reference) });
  await expect(golferPlace).toContainText(played.booking.reference);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Check in, refuse a no-show while checked in, take it back, record the no-show and take that back too.
  await golferPlace.click();
  const panel = page.getByRole('dialog', { name: new RegExp(`^${played.booking.golfer}, `) });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Arrived' }).click();
  await expect(panel.getByText('Arrived', { exact: true }).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'No-show' })).toBeDisabled();
  await expect(panel.getByText('Checked in: take back the check-in to mark a no-show.')).toBeVisible();
  await panel.getByRole('button', { name: 'Take back the check-in' }).click();
  await panel.getByRole('button', { name: 'No-show' }).click();
  await expect(panel.getByText('No-show', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Take back “No-show”' }).click();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close' }).click();

  // A golfer calls for Wednesday: the desk books two places on an open morning time.
  await page.getByRole('button', { name: 'Later' }).click();
  await page.getByRole('button', { name: 'Later' }).click();
  const wednesdaySheet = await sheetOf(wednesday);
  const isOpen = (time: SheetTeeTime | undefined) =>
    time !== undefined && !time.isBlocked && time.bookedPlayers === 0 && time.slotsAvailable === 4;
  // Two open times in a row: blocking from the first to the second later closes no other golfer's booking.
  const index = wednesdaySheet.findIndex((time, at) => isOpen(time) && isOpen(wednesdaySheet[at + 1]));
  const [first, second] = [wednesdaySheet[index], wednesdaySheet[index + 1]];
  const firstRow = page.getByRole('listitem', { name: `Tee time ${first!.time}` });
  await firstRow
    .getByRole('button', { name: `Book a place at ${first!.time} at the desk` })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Booking at the desk' });
  await form.getByLabel('Golfer’s name').fill('Beat Gerber');
  await form.getByLabel('Phone').fill('+41 79 555 12 34');
  await form.getByLabel('E-mail').fill('beat.gerber@example.ch');
  await form.getByLabel('Language of the golfer’s e-mails').selectOption('de');
  await form.getByLabel('Players', { exact: true }).selectOption('2');
  await form.getByLabel('Player 2').fill('Ruth Gerber');
  await form.getByRole('button', { name: `Book ${first!.time}` }).click();
  await expect(page.getByText(new RegExp(`^Booked at ${first!.time}: reference [0-9A-F]{8}$`))).toBeVisible();
  const beat = firstRow.getByRole('button', { name: place('Beat Gerber') });
  await expect(beat).toContainText(/due/);
  await expect(firstRow.getByRole('button', { name: place('Ruth Gerber') })).toBeVisible();
  const reference = /booking ([0-9A-F]{8})/.exec((await beat.textContent())!)![1]!;
  await expect
    .poll(async () => (await mailsTo(page, 'beat.gerber@example.ch')).map((mail) => mail.subject))
    .toEqual([expect.stringContaining('Golf & Country Club Zürich')]);

  // The golfer calls again: the desk moves the booking, and the golfer is told why in their language.
  await beat.click();
  const move = page.getByRole('form', { name: 'Move to another time' });
  await move.getByLabel('New time').selectOption({ label: `Move to ${second!.time} (4 places open)` });
  await move.getByLabel('Reason for the golfer').fill('Wie telefonisch vereinbart');
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText(`${reference} moved; the golfer has been told`)).toBeVisible();
  const secondRow = page.getByRole('listitem', { name: `Tee time ${second!.time}` });
  await expect(secondRow.getByRole('button', { name: place('Beat Gerber', reference) })).toBeVisible();
  await expect(firstRow.getByRole('button', { name: /^Beat Gerber/ })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(page, 'beat.gerber@example.ch'))[0]?.text ?? '')
    .toContain('Wie telefonisch vereinbart');

  // Course work closes the morning: the block lists the booking, the club cancels it, the golfer is told.
  const block = page.getByRole('form', { name: 'Block tee times' });
  await block.getByLabel('From').fill(first!.time);
  await block.getByLabel('To').fill(second!.time);
  await block.getByLabel('Reason').fill('Greenkeeping');
  await block.getByRole('button', { name: 'Show the affected bookings' }).click();
  await page
    .getByRole('list', { name: 'Affected bookings' })
    .getByLabel(`What happens to booking ${reference}`)
    .selectOption({ label: 'Cancel, nothing owed' });
  await page.getByRole('button', { name: /^Block \d+ tee times?$/ }).click();
  await expect(page.getByText(/Bookings moved: 0, cancelled: 1\./)).toBeVisible();
  await expect(secondRow.getByText('Greenkeeping')).toBeVisible();
  await expect(secondRow.getByRole('button', { name: /^Beat Gerber/ })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(page, 'beat.gerber@example.ch'))[0]?.text ?? '')
    .toContain('Greenkeeping');

  // The starter sheet prints the day's names without the desk's tools.
  await page.getByRole('button', { name: 'Earlier' }).click();
  await page.getByRole('button', { name: 'Earlier' }).click();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print starter sheet' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Starter sheet, Monday, 23 November 2026' })).toBeVisible();
  await expect(golferPlace).toBeVisible();
  await expect(page.getByRole('form', { name: 'Block tee times' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Club area' })).toBeHidden();
  await expect(row.getByRole('button', { name: /^Edit / })).toBeHidden();
});
