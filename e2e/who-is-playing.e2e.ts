import type { ClubSummary } from '../contract/clubs';
import { addDays, zurichDate } from '../contract/zurich-time';
import { demo, expect, seriousA11yViolations, signInAs, test } from './fixtures';

test('a club asks who is playing: its rules before booking, a handicap over its limit refused at the field, the players changed after booking, and the desk sees them', async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  // Golfclub Dolder (demo) takes players up to handicap index 36 with a Swiss Golf card.
  const inFourDays = addDays(zurichDate(new Date()), 4);
  const { clubs } = (await (
    await page.request.get(`/api/tee-times/search?date=${inFourDays}&players=2&q=Dolder`)
  ).json()) as { clubs: ClubSummary[] };
  const dolder = clubs.find((club) => club.name === 'Golfclub Dolder')!;
  const teeTime = dolder.teeTimes!.find((time) => time.openSlots >= 2)!;

  await page.goto(`/courses/${dolder.id}`);
  await expect(page.getByTestId('player-rules')).toHaveText(
    'Who may play: handicap index up to 36.0 · Swiss Golf card required',
  );

  await page.goto(`/booking/${dolder.id}/${teeTime.id}?players=2`);
  await expect(page.getByRole('heading', { name: 'Confirm your tee time' })).toBeVisible();
  await expect(
    page.getByText('Golfclub Dolder asks each player’s handicap index (at most 36.0) and Swiss Golf card number.'),
  ).toBeVisible();
  const you = page.getByRole('group', { name: 'You' });
  const second = page.getByRole('group', { name: 'Player 2' });
  await you.getByLabel('Handicap index').fill('18,4');
  await you.getByLabel('Swiss Golf card number').fill('1002003');
  await second.getByLabel('Name (optional)').fill('Beat Keller');
  await second.getByLabel('Handicap index').fill('40');
  await second.getByLabel('Swiss Golf card number').fill('ASG-4711');
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  const refused = second.getByLabel('Handicap index');
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(refused).toHaveAccessibleDescription('The club takes players with a handicap index up to 36.0');
  await expect(refused).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A plus handicap is one too.
  await refused.fill('+2.3');
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByRole('heading', { name: 'Your tee time is booked' })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('booking')!;

  // Until the round the golfer changes who plays; the booking shows each player with their details.
  await page.goto(`/booking/${bookingId}`);
  const players = page.getByRole('region', { name: 'Players' });
  await expect(players).toContainText('Beat Keller');
  await expect(players).toContainText('Handicap index +2.3');
  await expect(players).toContainText('Handicap index 18.4');
  await players.getByRole('button', { name: 'Change players' }).click();
  await players.getByRole('group', { name: 'Player 2' }).getByLabel('Name (optional)').fill('Beat Keller-Frei');
  await players.getByRole('button', { name: 'Save players' }).click();
  await expect(page.getByText('The players have been saved')).toBeVisible();
  await expect(players).toContainText('Beat Keller-Frei');
  const reference = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()).reference as string;

  // The desk of the club sees each player's handicap and card number in the booking.
  await page.context().clearCookies();
  await signInAs(page, demo.superAdmin);
  const picker = page
    .getByRole('region', { name: 'Super Admin Controls' })
    .getByRole('combobox', { name: 'Select a different golf club' });
  await picker.fill('dolder');
  await page.getByRole('option', { name: /Golfclub Dolder/ }).click();
  await expect(page.getByText('Now managing: Golfclub Dolder')).toBeVisible();
  await page.goto('/golf-club/tee-times');
  for (let day = 0; day < 4; day += 1) await page.getByRole('button', { name: 'Later' }).click();
  await page
    .getByRole('button', { name: new RegExp(`, booking ${reference}`) })
    .first()
    .click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByLabel('Player 2')).toHaveValue('Beat Keller-Frei');
  await expect(panel.getByLabel('Player 2')).toHaveAccessibleDescription(
    'Handicap index +2.3 · Swiss Golf no. ASG-4711',
  );
  await expect(panel).toContainText('Handicap index 18.4 · Swiss Golf no. 1002003');
});
