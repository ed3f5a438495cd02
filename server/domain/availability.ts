/** The spec's default capacity of a tee time, used when the stored capacity is not a number. */
export const DEFAULT_SLOTS = 4;

function capacityOf(slotsAvailable: unknown): number {
  return typeof slotsAvailable === 'number' && Number.isFinite(slotsAvailable) ? slotsAvailable : DEFAULT_SLOTS;
}

/**
 * Open slots = capacity minus the players holding seats (confirmed and completed bookings, kept in
 * `tee_times.booked_players` by the booking transaction), never below zero.
 */
export function openSlots(slotsAvailable: unknown, bookedPlayers: number): number {
  return Math.max(0, capacityOf(slotsAvailable) - bookedPlayers);
}
