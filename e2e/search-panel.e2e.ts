import type { Locator, Page } from '@playwright/test';
import { addDays, zurichDate } from '../contract/zurich-time';
import { demo, expect, signInAs, test } from './fixtures';

/** For each select of a part of the page: its width, the width its longest option needs, and its text's size. */
function selectWidths(part: Locator) {
  return part.evaluate((element) =>
    [...element.querySelectorAll('select')].map((select) => {
      const shown = select.getBoundingClientRect().width;
      const width = select.style.width;
      select.style.width = 'max-content';
      const needed = select.getBoundingClientRect().width;
      select.style.width = width;
      return {
        id: select.id,
        shown: Math.round(shown),
        needed: Math.round(needed),
        fontSize: parseFloat(getComputedStyle(select).fontSize),
      };
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
      for (const select of await selectWidths(page.getByRole('form', { name: /./ }).first()))
        expect(select.shown, `${select.id} at ${width} px`).toBeGreaterThanOrEqual(select.needed);
      expect(await overflowing(page), `at ${width} px`).toEqual([]);
    }
  });
}

test("a course card's day and players show in full on a phone, in every language, in text a phone does not zoom into", async ({
  page,
}) => {
  await signInAs(page, demo.golfer);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['en', 'de', 'fr', 'it'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    // Tomorrow's: late in the evening today's times may all have started.
    await page.goto(`/courses?date=${addDays(zurichDate(new Date()), 1)}`);
    const card = page.getByTestId('course-card').first();
    await expect(card.locator('select')).toHaveCount(2);
    for (const select of await selectWidths(card)) {
      expect(select.shown, `${select.id} in ${language}`).toBeGreaterThanOrEqual(select.needed);
      // A phone's browser zooms into a field whose text is smaller than 16 px when it takes the focus.
      expect(select.fontSize, `${select.id} in ${language}`).toBeGreaterThanOrEqual(16);
    }
  }
});
