import type { TFunction } from 'i18next';
import type { Booking } from '../../contract/bookings';
import { regionName } from './i18n/region-name';

/**
 * Where and when a booking is, as a golfer reads it: the club and the exact time; for a mystery booking
 * that is not revealed yet (paid by card, payment not through), the region and the window it was sold with.
 */
export function bookingPlace(booking: Booking, t: TFunction): { club: string; time: string } {
  if (booking.club && booking.teeTime.time) return { club: booking.club.name, time: booking.teeTime.time };
  const { region, timeWindow } = booking.mystery!;
  return {
    club: t('booking.mysteryPlace', { region: regionName(t, region) }),
    time: t('mystery.windowValue', { start: timeWindow.start, end: timeWindow.end }),
  };
}
