import { demo, expect, mailLinkTo, signInAs, signUpAs, test } from './fixtures';

test('a club admin invites someone without an account: they sign up from the mailed link, accept, and are in the club area', async ({
  page,
  browser,
}) => {
  const invitee = {
    firstName: 'Lea',
    lastName: 'Brunner',
    email: `invitee-${Date.now()}@example.ch`,
    password: 'a-long-invitee-password',
  };
  await signInAs(page, demo.clubAdmin);
  const { clubName } = (
    (await (await page.request.get('/api/me')).json()) as { roles: { golfClubAdmin: { clubName: string } } }
  ).roles.golfClubAdmin;
  await page.goto('/golf-club/club-management');
  await page.getByLabel('E-mail address').fill(invitee.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(
    page.getByText(`${invitee.email} is invited and becomes an admin once they accept the invitation.`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open invitations' }).getByText(invitee.email)).toBeVisible();
  const invitation = await mailLinkTo(page, invitee.email);
  expect(invitation).toMatch(/\/golf-club\/invitations\/[A-Za-z0-9_-]{43}$/);

  // The invitee, in a browser of their own; any console error there fails the journey too.
  const context = await browser.newContext();
  const golfer = await context.newPage();
  const golferErrors: string[] = [];
  golfer.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[13]/.test(message.text()))
      golferErrors.push(`${message.text()} ${message.location().url}`);
  });
  golfer.on('pageerror', (error) => golferErrors.push(error.message));
  await golfer.goto(invitation);
  await expect(
    golfer.getByText('Log in or sign up with the invited e-mail address to answer your invitation.'),
  ).toBeVisible();
  await signUpAs(golfer, invitee);
  await golfer.goto(await mailLinkTo(golfer, invitee.email, 2));
  await golfer.getByRole('button', { name: 'Continue' }).click();

  await expect(golfer.getByRole('heading', { name: `Become an admin of ${clubName}` })).toBeVisible();
  await expect(golfer.getByText(`invites you to become an admin of ${clubName}`)).toBeVisible();
  await golfer.getByRole('button', { name: 'Accept' }).click();
  await expect(golfer).toHaveURL(/\/golf-club\/dashboard$/);
  await expect(golfer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(golfer.getByText(`You are now an admin of ${clubName}`)).toBeVisible();

  // The link is used up (the browser logs the 409 the page explains); the inviting admin sees the new admin and no open invitation.
  await golfer.goto(invitation);
  await expect(golfer.getByText('This invitation has already been answered.')).toBeVisible();
  expect(golferErrors.length).toBeGreaterThan(0);
  expect(golferErrors.filter((error) => !/409.*\/api\/club-admin-invitations\//.test(error))).toEqual([]);
  await context.close();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Club admins' }).getByText(invitee.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open invitations' }).getByText(invitee.email)).toHaveCount(0);

  // The demo club keeps its one admin for the other journeys.
  await page.getByRole('button', { name: 'Remove Lea Brunner as admin' }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Lea Brunner is no longer an admin')).toBeVisible();
});
