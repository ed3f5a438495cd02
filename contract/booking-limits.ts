/** The booking limits the first screens need, free of zod (schemas in bookings.ts). */
export const MAX_PLAYERS_PER_BOOKING = 4;
