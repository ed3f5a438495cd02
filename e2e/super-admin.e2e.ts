import { demo, expect, signInAs, test } from './fixtures';

test('the super admin picks a club in the footer, lands on its dashboard, and sees the platform in the super admin area', async ({
  page,
}) => {
  await signInAs(page, demo.superAdmin);
  const controls = page.getByRole('region', { name: 'Super Admin Controls' });
  await expect(controls).toBeVisible();

  const picker = controls.getByRole('combobox', { name: 'Select a different golf club' });
  await picker.fill('bad ragaz');
  await expect(controls.getByRole('option')).toHaveCount(1);
  await controls.getByRole('option', { name: /Golf Club Bad Ragaz/ }).click();

  await expect(page).toHaveURL(/\/golf-club\/dashboard$/);
  await expect(page.getByText('Now managing: Golf Club Bad Ragaz')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Golf Club Bad Ragaz')).toBeVisible();
  await expect(controls.getByText('Currently managing: Golf Club Bad Ragaz')).toBeVisible();

  await picker.fill('zzzz no such club');
  await expect(controls.getByText('No golf clubs found')).toBeVisible();
  await picker.press('Escape');

  await page.getByRole('link', { name: 'Super Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Super Admin', level: 1 })).toBeVisible();
  await expect(page.getByText('Bookings this month')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clubs, cities, cantons' }).fill('lucerne');
  const lucerne = page.getByRole('listitem', { name: 'Golf Club Lucerne' });
  await lucerne.getByRole('button', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/golf-club\/dashboard$/);
  await expect(page.getByText('Now managing: Golf Club Lucerne')).toBeVisible();
});

test('the super admin edits a platform text that every visitor then reads, and the audit log shows the old and new text', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.superAdmin);
  await page.goto('/super-admin');
  await page.getByRole('link', { name: 'Platform texts' }).click();
  await expect(page.getByRole('heading', { name: 'Platform texts', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('footer.tagline');
  await page.getByRole('button', { name: 'Edit footer.tagline' }).click();
  const edit = page.getByRole('form', { name: 'Edit footer.tagline' });
  await edit.getByLabel('English').fill('Tee times for every Swiss golfer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Text saved')).toBeVisible();
  // The back office has no golfers' footer: a visitor of the golfers' site reads the new text.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/landing');
  await expect(visitor.getByRole('contentinfo').getByText('Tee times for every Swiss golfer')).toBeVisible();
  await visitorContext.close();

  await page.getByRole('main').getByRole('link', { name: 'Super Admin' }).click();
  const change = page.getByRole('row', { name: /Platform text footer\.tagline \(English\)/ }).first();
  await expect(change).toContainText('superadmin@example.ch');
  await expect(change.getByRole('deletion')).toHaveText('The best golf deals in Switzerland');
  await expect(change.getByRole('insertion')).toHaveText('Tee times for every Swiss golfer');
  // On a phone the change reads as a block: nothing of it lies beside the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const onPhone = page
    .getByRole('list', { name: 'Recent changes' })
    .getByRole('listitem')
    .filter({ hasText: 'Platform text footer.tagline (English)' })
    .first();
  await expect(onPhone).toContainText('superadmin@example.ch');
  await expect(onPhone.getByRole('insertion')).toHaveText('Tee times for every Swiss golfer');
  for (const part of [onPhone.getByRole('deletion'), onPhone.getByRole('insertion')]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/super-admin/translations');
  await page.getByRole('searchbox', { name: 'Search' }).fill('footer.tagline');
  await page.getByRole('button', { name: 'Edit footer.tagline' }).click();
  await edit.getByLabel('English').fill('The best golf deals in Switzerland');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Text saved').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('The best golf deals in Switzerland')).toBeVisible();
});
