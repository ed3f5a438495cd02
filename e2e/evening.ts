import type { Page } from '@playwright/test';
import { zurichInstant } from '../contract/zurich-time';
import { ports } from './ports';

/** Monday 23.11.2026, 20:35 in Zurich: the evening the golfer-trust issue was seen. Its server's clock starts there. */
export const MONDAY_EVENING = zurichInstant('2026-11-23', '20:35');
export const eveningBaseUrl = `http://localhost:${ports.evening}`;

/** The page lives that evening too (its clock then runs on, a few minutes behind the server's, which started earlier). */
export async function liveThatEvening(page: Page) {
  await page.clock.install({ time: MONDAY_EVENING });
}
