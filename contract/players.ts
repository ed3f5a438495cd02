import { z } from 'zod';
import { plainLine } from './text';

/**
 * Who is playing (docs/decisions/0043-who-is-playing.md): what a club may ask of each player before it takes
 * a booking, and the one check of it, which the booking page runs before sending and the server under the
 * tee time's lock.
 */

/** What a club asks each player to hold: nothing, the Platzreife (course permit), or a Swiss Golf card. */
export const playerProofs = ['none', 'platzreife', 'swiss_golf_card'] as const;
export type PlayerProof = (typeof playerProofs)[number];

/** The world handicap system's range: a plus handicap of up to +10 (written -10 here) to 54. */
export const handicapIndexSchema = z
  .number()
  .min(-10, 'must be at least +10 (written -10)')
  .max(54, 'must be at most 54')
  .multipleOf(0.1, 'must have at most one decimal');

/** A Swiss Golf membership number as printed on the card: letters and digits, maybe grouped. */
export const swissGolfNumberSchema = plainLine(
  z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z ./-]{2,19}$/, 'must be a Swiss Golf membership number (3 to 20 letters and digits)'),
);

/**
 * A player's handicap index and Swiss Golf number, each given only where the club asks for it. Left out:
 * kept as it was (a change of names keeps them); null or empty: not given.
 */
export const playerDetailsShape = {
  handicapIndex: handicapIndexSchema.nullable().optional(),
  swissGolfNumber: z
    .union([z.literal(''), swissGolfNumberSchema])
    .nullable()
    .transform((value) => value || null)
    .optional(),
};
export const playerDetailsSchema = z.object(playerDetailsShape);
export type PlayerDetailsInput = z.input<typeof playerDetailsSchema>;
export interface PlayerDetails {
  handicapIndex?: number | null;
  swissGolfNumber?: string | null;
}

/** The most places a tee time has (a flight of four, or more where a club sends larger groups). */
export const MAX_PLACES = 8;

/** A player the golfer brings, by place after the golfer's own; a place without a name is an unnamed guest. */
export const bookingGuestSchema = z.object({
  name: plainLine(z.string().trim().max(80, 'must have at most 80 characters'))
    .transform((value) => value || null)
    .nullable(),
  ...playerDetailsShape,
});
export type BookingGuest = z.infer<typeof bookingGuestSchema>;

export const bookingGuestsSchema = z
  .array(bookingGuestSchema)
  .max(MAX_PLACES - 1, `must have at most ${MAX_PLACES - 1} guests`);

/** A booking names at most its other players. */
export const guestsFitCount = (values: { guests?: unknown[]; playerCount?: number }) =>
  values.guests === undefined || values.playerCount === undefined || values.guests.length < values.playerCount;
export const guestsIssue = { message: 'must not name more guests than the booking has', path: ['guests'] };

/** A club's rules for its players; the course page shows them before booking. */
export const playerRulesSchema = z.object({
  /** The highest handicap index a player may have (e.g. 36); null: no limit, and no handicap is asked. */
  handicapLimit: handicapIndexSchema.min(0, 'must be at least 0').nullable(),
  /** What each player must hold; a Swiss Golf card is asked as its membership number. */
  proof: z.enum(playerProofs),
});
export type PlayerRules = z.infer<typeof playerRulesSchema>;

/** Whether the club asks for each player's handicap index and Swiss Golf number. */
export function playerDetailsAsked(rules: PlayerRules) {
  return { handicapIndex: rules.handicapLimit !== null, swissGolfNumber: rules.proof === 'swiss_golf_card' };
}

/**
 * The rules of the strictest of several clubs (those a mystery deal names): the lowest limit and the most
 * asked, so that a booking that meets them is welcome at whichever club it is.
 */
export function strictestPlayerRules(all: PlayerRules[]): PlayerRules {
  const limits = all.map((rules) => rules.handicapLimit).filter((limit) => limit !== null);
  const proof = all.reduce<PlayerProof>(
    (strictest, rules) =>
      playerProofs.indexOf(rules.proof) > playerProofs.indexOf(strictest) ? rules.proof : strictest,
    'none',
  );
  return { handicapLimit: limits.length > 0 ? Math.min(...limits) : null, proof };
}

export type PlayerRefusal =
  | { code: 'handicap_missing'; place: number }
  | { code: 'handicap_over_limit'; place: number; limit: number }
  | { code: 'swiss_golf_number_missing'; place: number }
  | { code: 'platzreife_not_confirmed' };

/**
 * Why these players may not book at a club with these rules, or null when they may. `players` holds one entry
 * per place, the golfer's own first; places count from 1.
 */
export function playersRefusal(
  rules: PlayerRules,
  players: PlayerDetails[],
  platzreifeConfirmed: boolean,
): PlayerRefusal | null {
  const asked = playerDetailsAsked(rules);
  for (const [index, player] of players.entries()) {
    const place = index + 1;
    const handicap = player.handicapIndex ?? null;
    if (asked.handicapIndex && handicap === null) return { code: 'handicap_missing', place };
    if (rules.handicapLimit !== null && handicap !== null && handicap > rules.handicapLimit)
      return { code: 'handicap_over_limit', place, limit: rules.handicapLimit };
    if (asked.swissGolfNumber && !player.swissGolfNumber) return { code: 'swiss_golf_number_missing', place };
  }
  if (rules.proof === 'platzreife' && !platzreifeConfirmed) return { code: 'platzreife_not_confirmed' };
  return null;
}
