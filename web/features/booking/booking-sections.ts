import type { Booking } from '../../../contract/bookings';
import { zurichDate, zurichTime } from '../../../contract/zurich-time';

export type Section = 'upcoming' | 'past' | 'cancelled';

/** Upcoming rounds (soonest first), played or past ones (latest first), and cancelled or lapsed ones, each apart. */
export function sortBookings(bookings: Booking[], now: Date): Record<Section, Booking[]> {
  const today = zurichDate(now);
  const time = zurichTime(now);
  const sectionOf = (booking: Booking): Section => {
    if (booking.status === 'cancelled' || booking.status === 'expired') return 'cancelled';
    // A mystery booking not revealed yet counts from the start of its window.
    const starts = booking.teeTime.time ?? booking.mystery?.timeWindow.start ?? '00:00';
    const ahead = booking.teeTime.date > today || (booking.teeTime.date === today && starts > time);
    return ahead && (booking.status === 'confirmed' || booking.status === 'pending') ? 'upcoming' : 'past';
  };
  const sections: Record<Section, Booking[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) sections[sectionOf(booking)].push(booking);
  // The list comes latest round first; the next round is what a golfer looks for.
  sections.upcoming.reverse();
  return sections;
}
