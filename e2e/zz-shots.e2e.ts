import { demo, signInAs, test } from './fixtures';

for (const language of ['en', 'de', 'fr']) {
  for (const width of [390]) {
    test(`shots ${language} ${width}`, async ({ page }) => {
      await signInAs(page, demo.golfer);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/mystery-tee-times');
      const section = page.locator('section').first();
      const region = page.locator('#mystery-region');
      await region.locator('option:not([disabled]):not([value=""])').first().waitFor({ state: 'attached' });
      await region.selectOption((await region.locator('option:not([disabled]):not([value=""])').first().getAttribute('value'))!);
      await page.locator('#mystery-date').selectOption({ index: 1 });
      const windows = page.locator('input[name="mystery-window"]');
      await page.waitForTimeout(800);
      if (await windows.count()) await windows.first().check();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/section-${language}-${width}.png`, fullPage: width === 390 });
      void section;
      await page.locator('button.w-full, button').filter({ hasText: /Mystery|mystère/ }).last().click();
      await page.waitForURL(/surprise\/details/);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/deal-${language}-${width}.png`, fullPage: true });
      const box = page.getByTestId('cancellation-terms').getByRole('checkbox');
      if (await box.count()) await box.check();
      await page.locator('main button').last().click();
      await page.getByTestId('revealed-club').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/reveal-${language}-${width}.png`, fullPage: width === 390 });
    });
  }
}
