import type { ChangePlayers } from '../../../contract/bookings';
import {
  playersRefusal,
  type BookingGuest,
  type PlayerDetails,
  type PlayerRefusal,
  type PlayerRules,
} from '../../../contract/players';
import { handicapText } from '../../../contract/handicap';
import { AppError } from '../../http/app-error';

/** Where in the request a refused place's detail is: the golfer's own, or a guest's by place. */
const pathOf = (place: number, field: string) => (place === 1 ? `golfer.${field}` : `guests.${place - 2}.${field}`);

const refusalError = (refusal: PlayerRefusal, players: PlayerDetails[]): AppError => {
  switch (refusal.code) {
    case 'handicap_missing': {
      const path = pathOf(refusal.place, 'handicapIndex');
      return new AppError('handicap_missing', `${path}: the club asks for each player's handicap index`, [
        { path, message: 'is required by the club' },
      ]);
    }
    case 'handicap_over_limit': {
      const path = pathOf(refusal.place, 'handicapIndex');
      const given = handicapText(players[refusal.place - 1]!.handicapIndex!);
      return new AppError(
        'handicap_over_limit',
        `${path}: the club takes players with a handicap index up to ${handicapText(refusal.limit)} (player ${refusal.place} has ${given})`,
        [{ path, message: `must be at most ${handicapText(refusal.limit)}` }],
      );
    }
    case 'swiss_golf_number_missing': {
      const path = pathOf(refusal.place, 'swissGolfNumber');
      return new AppError('swiss_golf_number_missing', `${path}: the club asks for each player's Swiss Golf card`, [
        { path, message: 'is required by the club' },
      ]);
    }
    case 'platzreife_not_confirmed':
      return new AppError(
        'platzreife_not_confirmed',
        'The club asks that every player holds the Platzreife (course permit): send platzreifeConfirmed: true',
      );
  }
};

/** The players as stored: the golfer's details and the guests by place, without the places left empty at the end. */
export function playersToStore(input: Pick<ChangePlayers, 'golfer' | 'guests'>) {
  const guests: BookingGuest[] = input.guests.map((guest) => ({
    name: guest.name,
    handicapIndex: guest.handicapIndex ?? null,
    swissGolfNumber: guest.swissGolfNumber ?? null,
  }));
  while (guests.length > 0 && Object.values(guests.at(-1)!).every((value) => value === null)) guests.pop();
  const golferDetails: PlayerDetails = {
    handicapIndex: input.golfer.handicapIndex ?? null,
    swissGolfNumber: input.golfer.swissGolfNumber ?? null,
  };
  return { guests, golferDetails };
}

/**
 * Refuses players that do not meet the club's rules, with the reason and the place: every player of
 * `playerCount` counts, the unnamed ones too.
 */
export function assertPlayersWelcome(
  rules: PlayerRules,
  playerCount: number,
  players: { golferDetails: PlayerDetails; guests: BookingGuest[] },
  platzreifeConfirmed: boolean,
) {
  const all = [players.golferDetails, ...Array.from({ length: playerCount - 1 }, (_, i) => players.guests[i] ?? {})];
  const refusal = playersRefusal(rules, all, platzreifeConfirmed);
  if (refusal) throw refusalError(refusal, all);
}

/** Guests the desk names anew: each place keeps the handicap and number the golfer gave where the desk sent none. */
export function guestsKeepingDetails(given: BookingGuest[], stored: BookingGuest[]): BookingGuest[] {
  return given.map((guest, index) => ({
    name: guest.name,
    handicapIndex: guest.handicapIndex !== undefined ? guest.handicapIndex : (stored[index]?.handicapIndex ?? null),
    swissGolfNumber:
      guest.swissGolfNumber !== undefined ? guest.swissGolfNumber : (stored[index]?.swissGolfNumber ?? null),
  }));
}
