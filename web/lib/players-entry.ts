import type { Booking, ChangePlayersRequest } from '../../contract/bookings';
import {
  handicapIndexSchema,
  playerDetailsAsked,
  playersRefusal,
  swissGolfNumberSchema,
  type PlayerDetails,
  type PlayerRefusal,
  type PlayerRules,
} from '../../contract/players';
import { handicapFromText, handicapText } from '../../contract/handicap';
import { ApiError } from './api-client';

/**
 * Who is playing as the golfer types it (docs/decisions/0043-who-is-playing.md): one entry per place, the
 * golfer's own first (whose name the booking knows already), the handicap as typed ("18,4", "+2.3").
 */
export interface PlayersEntry {
  places: PlaceEntry[];
  platzreifeConfirmed: boolean;
}
export interface PlaceEntry {
  name: string;
  handicap: string;
  swissGolfNumber: string;
}

/** Why the players cannot be sent: what the club refuses, or a detail that is not one. */
export type PlayersProblem =
  PlayerRefusal | { code: 'handicap_invalid'; place: number } | { code: 'swiss_golf_number_invalid'; place: number };

export const emptyPlace: PlaceEntry = { name: '', handicap: '', swissGolfNumber: '' };

/** A handicap index as typed, or undefined when it is none (not a number, or outside the world handicap range). */
export function handicapIndexOf(text: string): number | undefined {
  const index = handicapFromText(text);
  return handicapIndexSchema.safeParse(index).success ? index : undefined;
}

export const isSwissGolfNumber = (text: string) => swissGolfNumberSchema.safeParse(text).success;

/** The places as given: the golfer's own details first, then the other players by place. */
export function playersEntryOf(golfer: PlayerDetails, guests: Booking['players']['guests'] = []): PlayersEntry {
  const typed = ({ handicapIndex, swissGolfNumber }: PlayerDetails) => ({
    handicap: handicapIndex === null || handicapIndex === undefined ? '' : handicapText(handicapIndex),
    swissGolfNumber: swissGolfNumber ?? '',
  });
  return {
    places: [{ name: '', ...typed(golfer) }, ...guests.map((guest) => ({ name: guest.name ?? '', ...typed(guest) }))],
    platzreifeConfirmed: false,
  };
}

/**
 * The players to send for `playerCount` places, each with only the details the club asks for; or the first
 * problem, by place, that the club (its server as well) would refuse them for.
 */
export function checkPlayers(
  rules: PlayerRules,
  entry: PlayersEntry,
  playerCount: number,
): { problem: PlayersProblem; input: null } | { problem: null; input: ChangePlayersRequest } {
  const asked = playerDetailsAsked(rules);
  const places = Array.from({ length: playerCount }, (_, index) => entry.places[index] ?? emptyPlace);
  for (const [index, place] of places.entries()) {
    if (asked.handicapIndex && place.handicap.trim() && handicapIndexOf(place.handicap) === undefined)
      return { problem: { code: 'handicap_invalid', place: index + 1 }, input: null };
    if (asked.swissGolfNumber && place.swissGolfNumber.trim() && !isSwissGolfNumber(place.swissGolfNumber))
      return { problem: { code: 'swiss_golf_number_invalid', place: index + 1 }, input: null };
  }
  const details = places.map((place): PlayerDetails => ({
    ...(asked.handicapIndex ? { handicapIndex: handicapIndexOf(place.handicap) ?? null } : {}),
    ...(asked.swissGolfNumber ? { swissGolfNumber: place.swissGolfNumber.trim() || null } : {}),
  }));
  const refusal = playersRefusal(rules, details, entry.platzreifeConfirmed);
  if (refusal) return { problem: refusal, input: null };
  const [golfer = {}, ...guests] = details;
  return {
    problem: null,
    input: {
      golfer,
      guests: guests.map((guest, index) => ({ name: places[index + 1]!.name.trim() || null, ...guest })),
      platzreifeConfirmed: entry.platzreifeConfirmed,
    },
  };
}

const refusedDetail = /^(?:golfer|guests\.(\d+))\./;

/**
 * The server's refusal of the players, by place (read from the field it names, `guests.0.handicapIndex`) and
 * with the club's limit; null when the error is none of the players' refusals.
 */
export function playersRefusalOf(error: Error, rules: PlayerRules): PlayerRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'platzreife_not_confirmed') return { code: error.code };
  const placed = error.issues.map((issue) => refusedDetail.exec(issue.path)).find(Boolean);
  // Place 0: the server named no place.
  const place = placed ? (placed[1] === undefined ? 1 : Number(placed[1]) + 2) : 0;
  if (error.code === 'handicap_missing' || error.code === 'swiss_golf_number_missing')
    return { code: error.code, place };
  if (error.code === 'handicap_over_limit') return { code: error.code, place, limit: rules.handicapLimit ?? 0 };
  return null;
}
