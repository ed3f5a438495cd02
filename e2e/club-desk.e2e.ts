import { addDays, zurichDate } from '../contract/zurich-time';
import { swissDate } from '../web/lib/swiss-date-time';
import { demo, expect, mailsTo, signInAs, test } from './fixtures';

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
