/** The booking limits the first screens need, free of zod (schemas in bookings.ts). */
export const MAX_PLAYERS_PER_BOOKING = 4;

/** A player count read from an address (`?players=`): a whole number from 1 to the most per booking, else 1. */
export function playerCountFrom(text: string | null): number {
  const count = Math.trunc(Number(text));
  return count >= 1 ? Math.min(MAX_PLAYERS_PER_BOOKING, count) : 1;
}
