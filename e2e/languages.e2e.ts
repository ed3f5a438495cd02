import { expect, test } from './fixtures';

test.describe('a German browser', () => {
  test.use({ locale: 'de-CH' });

  test('sees the product in German and can switch to French', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const switcher = page.getByLabel('Sprache');
    await switcher.selectOption('fr');
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  });
});

test('caches each language for an hour in local storage', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('translations_en') ?? 'null'));
  expect(cached.translations['nav.home']).toBe('Home');
  expect(Date.now() - cached.timestamp).toBeLessThan(60 * 60 * 1000);
  await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('translations_de') && localStorage.getItem('translations_fr')))).toBe(true);
});
