import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../contract/bookings';
import en from '../../locales/en.json';
import de from '../../locales/de.json';
import { bookingPlace } from './booking-place';

const t = async (language: 'en' | 'de') => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
};

const booking = (values: Partial<Booking>): Booking => ({
  id: 'b1',
  reference: 'B1',
  status: 'pending',
  playerCount: 1,
  pricePerPlayer: 66,
  totalPrice: 66,
  originalPricePerPlayer: 110,
  isMystery: true,
  createdAt: '2026-11-23T19:35:00.000Z',
  holdExpiresAt: null,
  payment: null,
  cancellation: null,
  mystery: { region: 'Ticino', timeWindow: { start: '09:10', end: '10:10' } },
  teeTime: { id: null, date: '2026-11-24', time: null, holeCount: 18 },
  club: null,
  players: { golfer: { handicapIndex: null, swissGolfNumber: null }, guests: [] },
  playerRules: { handicapLimit: null, proof: 'none' },
  playersChangeable: false,
  ...values,
});

describe('bookingPlace', () => {
  it('names the club and the exact time once they are known', async () => {
    const revealed = booking({
      club: { id: 'c1', name: 'Golf Club Lugano', city: 'Magliaso', canton: 'Ticino', address: null },
      teeTime: { id: 't1', date: '2026-11-24', time: '09:40', holeCount: 18 },
    });
    expect(bookingPlace(revealed, await t('en'))).toEqual({ club: 'Golf Club Lugano', time: '09:40' });
  });

  it('names the region and the window of a mystery booking that is not revealed yet, in the reader’s language', async () => {
    expect(bookingPlace(booking({}), await t('en'))).toEqual({ club: 'Mystery tee time, Ticino', time: '09:10–10:10' });
    expect(bookingPlace(booking({}), await t('de'))).toEqual({
      club: 'Mystery-Startzeit, Tessin',
      time: '09:10–10:10 Uhr',
    });
  });
});
