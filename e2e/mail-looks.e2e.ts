import { writeFileSync } from 'node:fs';
import type { Language } from '../contract/languages';
import { addDays, zurichDate } from '../contract/zurich-time';
import { translate } from '../server/i18n/translate';
import { bookingMail, type BookingMailKind } from '../server/mail/booking-templates';
import { writeMail } from '../server/mail/layout';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const round = addDays(zurichDate(new Date()), 3);

/** A golfer's round at a Ticino club, paid at the club, as the booking mails tell it. */
const facts = (kind: BookingMailKind, language: Language) => ({
  to: 'giulia.bernasconi@example.ch',
  firstName: 'Giulia',
  language,
  bookingId: '0193a8f2-7c1e-7d41-9a55-3f0c2b7e9d10',
  bookingUrl: 'http://localhost:3000/booking/0193a8f2-7c1e-7d41-9a55-3f0c2b7e9d10',
  club: 'Golf Club Lugano',
  city: 'Magliaso',
  address: 'Via Boett 2, 6983 Magliaso',
  date: round,
  time: '09:10',
  holes: 18,
  players: 2,
  total: 190,
  paidOnline: false,
  terms:
    kind === 'confirmed' ? { free: true, freeUntil: { date: addDays(round, -1), time: '09:10' }, cost: 190 } : null,
  refund: null,
  owed: kind === 'cancelled' ? 190 : null,
  calendar: kind === 'reminder' ? undefined : 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
});

// The booking, cancellation and reminder mails written as they are sent, looked at on a phone in German and
// Italian, in light and in dark mode; the screenshots and HTML files stay with the test's results.
for (const language of ['de', 'it'] as const)
  for (const kind of ['confirmed', 'cancelled', 'reminder'] as const)
    test(`the ${kind} mail in ${language} fits a phone and follows dark mode`, async ({ page }, testInfo) => {
      const mail = await writeMail(bookingMail(kind, facts(kind, language))(translate));
      writeFileSync(testInfo.outputPath(`${kind}-${language}.html`), mail.html!);
      await page.setViewportSize(PHONE);
      await page.setContent(mail.html!);

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(`${language}-CH`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expect(page.getByText('Golf Club Lugano, Via Boett 2, 6983 Magliaso')).toBeVisible();
      const button = page.getByRole('link', { name: translate(language, 'mail.booking.action') });
      await expect(button).toHaveAttribute('href', facts(kind, language).bookingUrl);
      // A thumb reaches it: at least 44 px high.
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      writeFileSync(testInfo.outputPath(`${kind}-${language}-light.png`), await page.screenshot({ fullPage: true }));

      await page.emulateMedia({ colorScheme: 'dark' });
      // The colour seen beside the card: the first background under the page's top-left corner that is not transparent.
      const background = await page.evaluate(() => {
        for (let element = document.elementFromPoint(4, 4); element; element = element.parentElement) {
          const colour = getComputedStyle(element).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return null;
      });
      expect(background).toBe('rgb(11, 20, 16)');
      writeFileSync(testInfo.outputPath(`${kind}-${language}-dark.png`), await page.screenshot({ fullPage: true }));
    });
