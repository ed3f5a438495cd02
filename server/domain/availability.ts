/** The spec's default capacity of a tee time, used when the stored capacity is not a number. */
export const DEFAULT_SLOTS = 4;

/** Booking statuses whose players hold seats (pending ones only until their hold expires). */
export const SEAT_HOLDING_STATUSES = ['confirmed', 'completed'] as const;

export function capacityOf(slotsAvailable: unknown): number {
  return typeof slotsAvailable === 'number' && Number.isFinite(slotsAvailable) ? slotsAvailable : DEFAULT_SLOTS;
}

/** Players holding seats: confirmed and completed bookings, and pending ones whose hold has not expired. */
export function playersHoldingSeats(bookings: { playerCount: number; status: string; holdExpiresAt?: Date | null }[], now: Date): number {
  return bookings
    .filter(
      (booking) =>
        (SEAT_HOLDING_STATUSES as readonly string[]).includes(booking.status) ||
        (booking.status === 'pending' && booking.holdExpiresAt != null && booking.holdExpiresAt > now),
    )
    .reduce((sum, booking) => sum + booking.playerCount, 0);
}

/** Open slots = capacity minus players holding seats, never below zero. */
export function openSlots(slotsAvailable: unknown, bookedPlayers: number): number {
  return Math.max(0, capacityOf(slotsAvailable) - bookedPlayers);
}
