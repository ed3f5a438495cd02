import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@react-email/render';
import { translate } from './server/i18n/translate';
import { bookingMail } from './server/mail/booking-templates';
import { writeMail } from './server/mail/layout';
const facts = { to: 'a@b.ch', firstName: 'A', language: 'de' as const, bookingId: '0193a8f2-7c1e-7d41-9a55-3f0c2b7e9d10', bookingUrl: 'http://x/booking/1', club: 'Golf Club Lugano', city: 'Magliaso', address: null, date: '2026-11-30', time: '09:10', holes: 18, players: 2, total: 190, paidOnline: false, terms: { free: true, freeUntil: { date: '2026-11-29', time: '09:10' }, cost: 190 }, refund: null, owed: null };
const time = async (label: string, fn: () => unknown) => {
  for (let i = 0; i < 100; i++) await fn();
  const n = 1000; const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
};
await time('compose', () => bookingMail('confirmed', facts)(translate));
await time('writeMail (react-email render)', () => writeMail(bookingMail('confirmed', facts)(translate)));
