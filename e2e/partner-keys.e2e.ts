import { demo, expect, signInAs, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("a club admin makes a partner key for the club's tee-sheet software, copies it once, sees it used, and revokes it", async ({
  page,
  playwright,
}) => {
  await signInAs(page, demo.clubAdmin);
  const { clubName } = (
    (await (await page.request.get('/api/me')).json()) as { roles: { golfClubAdmin: { clubName: string } } }
  ).roles.golfClubAdmin;
  await page.goto('/golf-club/dashboard');
  await page.getByRole('link', { name: 'Tee-sheet link' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link to your tee-sheet software' })).toBeVisible();

  // A key must be allowed to do something.
  const name = `PC CADDIE ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Send tee times').uncheck();
  await page.getByLabel('Read bookings').uncheck();
  await page.getByRole('button', { name: 'Make key' }).click();
  await expect(page.getByText('Tick at least one thing the key may do.')).toBeVisible();
  await page.getByLabel('Send tee times').check();
  await page.getByRole('button', { name: 'Make key' }).click();

  const made = page.getByRole('status').filter({ hasText: `Your new key ${name}` });
  await expect(made.getByText('it is shown only this once')).toBeVisible();
  // Selected, in view, to be copied at once (on a phone the form is further down).
  await expect(made.getByLabel('The new key')).toBeFocused();
  const secret = await made.getByLabel('The new key').inputValue();
  expect(secret).toMatch(/^stt_[A-Za-z0-9_-]{43}$/);
  await made.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('The key is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // The club's software, elsewhere, with the key alone (no session).
  const software = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const me = await software.get('/api/partner/v1/me', { headers: { authorization: `Bearer ${secret}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ clubName, keyName: name, scopes: ['tee-times:write'] });

  // Shown once: after a reload the list names it, with its first characters and its last use, never the key.
  await page.reload();
  const row = page.getByRole('list', { name: 'Partner keys' }).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(`${secret.slice(0, 8)}…`)).toBeVisible();
  await expect(row.getByText('Send tee times')).toBeVisible();
  await expect(row.getByText(/^Last used on /)).toBeVisible();
  expect(await page.content()).not.toContain(secret.slice(8));

  await row.getByRole('button', { name: `Revoke the key ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Revoke the key ${name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(`The key ${name} no longer works.`)).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await software.get('/api/partner/v1/me', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await software.dispose();
});
