import { demo, expect, signInAs, test } from './fixtures';

test('the super admin picks a club in the footer, lands on its dashboard, and sees the platform in the super admin area', async ({ page }) => {
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
