import type { Page } from '@playwright/test';
import { demo, expect, signInAs, test } from './fixtures';

/** For each select of the search: its width, and the width its longest option needs. */
function selectWidths(page: Page) {
  return page
    .getByRole('form', { name: /./ })
    .first()
    .evaluate((form) =>
      [...form.querySelectorAll('select')].map((select) => {
        const shown = select.getBoundingClientRect().width;
        const width = select.style.width;
        select.style.width = 'max-content';
        const needed = select.getBoundingClientRect().width;
        select.style.width = width;
        return { id: select.id, shown: Math.round(shown), needed: Math.round(needed) };
      }),
    );
}

/** Parts of the search that stick out of it, and buttons whose text does not fit them. */
function overflowing(page: Page) {
  return page
    .getByRole('form', { name: /./ })
    .first()
    .evaluate((form) => {
      const edge = form.getBoundingClientRect();
      const outside = [...form.querySelectorAll('select, button')].filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.left < edge.left - 0.5 || box.right > edge.right + 0.5 || element.scrollWidth > element.clientWidth + 1
        );
      });
      return outside.map((element) => element.id || element.textContent);
    });
}

for (const language of ['en', 'de', 'fr'] as const) {
  test(`the search shows every option in full at 1440, 1024, 768 and 390 px, in ${language}`, async ({ page }) => {
    await signInAs(page, demo.golfer);
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    for (const width of [1440, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/courses');
      await expect(page.locator('#search-time')).toBeVisible();
      for (const select of await selectWidths(page))
        expect(select.shown, `${select.id} at ${width} px`).toBeGreaterThanOrEqual(select.needed);
      expect(await overflowing(page), `at ${width} px`).toEqual([]);
    }
  });
}
