import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../contract/bookings';
import { handicapText } from '../../../../contract/handicap';
import { PlayersFields, playersRefusalText, usePlayersForm } from '../../../components/players-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Refusal } from '../../../components/ui/refusal';
import { ApiError } from '../../../lib/api-client';
import { playersEntryOf } from '../../../lib/players-entry';
import { toast } from '../../../lib/toast';
import { useChangePlayers } from '../hooks';

/** Who is playing a booking: the golfer and the other players by place, and, until the round, a form to change them. */
export function BookingPlayers({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const { playerCount, playerRules } = booking;
  // Alone, at a club that asks nothing: there is no one to name and nothing to give.
  if (playerCount === 1 && playerRules.handicapLimit === null && playerRules.proof === 'none') return null;
  return (
    <Card role="region" aria-labelledby="booking-players-title" className="mt-4 p-5">
      <h2 id="booking-players-title" className="font-bold">
        {t('players.title')}
      </h2>
      {changing ? (
        <ChangePlayersForm booking={booking} onDone={() => setChanging(false)} />
      ) : (
        <>
          <PlayersList booking={booking} />
          {booking.playersChangeable ? (
            <Button variant="outline" className="mt-4" onClick={() => setChanging(true)}>
              {t('players.change')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** Every place of the booking, the golfer's own first; a place without a name is "Player 3". */
function PlayersList({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { golfer, guests } = booking.players;
  const others = Array.from({ length: booking.playerCount - 1 }, (_, index) => guests[index]);
  const places = [
    { label: t('players.you'), ...golfer },
    ...others.map((guest, index) => ({
      label: guest?.name ?? t('players.place', { place: index + 2 }),
      handicapIndex: guest?.handicapIndex ?? null,
      swissGolfNumber: guest?.swissGolfNumber ?? null,
    })),
  ];
  return (
    <ol className="mt-3 divide-y divide-slate-100" data-testid="booking-players">
      {places.map((place, index) => (
        <li key={index} className="py-2">
          <p className="font-semibold break-words">{place.label}</p>
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
            {place.handicapIndex === null ? null : (
              <span className="whitespace-nowrap">
                {t('players.handicapValue', { handicap: handicapText(place.handicapIndex) })}
              </span>
            )}
            {place.swissGolfNumber === null ? null : (
              <span className="whitespace-nowrap">
                {t('players.swissGolfNumberValue', { number: place.swissGolfNumber })}
              </span>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The players as given, to change: checked as the club checks them, saved with a toast, a refusal said with its reason. */
function ChangePlayersForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation();
  const { players, playerRules, playerCount } = booking;
  const form = usePlayersForm(playersEntryOf(players.golfer, players.guests));
  const change = useChangePlayers(booking.id, {
    onChanged: () => {
      toast.success(t('players.saved'));
      onDone();
    },
  });
  const problem = change.error
    ? (playersRefusalText(change.error, playerRules, t) ??
      t(
        change.error instanceof ApiError && change.error.code === 'change_refused'
          ? 'players.changeRefused'
          : 'players.saveFailed',
      ))
    : null;
  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const whoIsPlaying = form.submit(playerRules, playerCount);
        if (whoIsPlaying) change.mutate(whoIsPlaying);
      }}
    >
      <PlayersFields form={form} rules={playerRules} playerCount={playerCount} club={booking.club?.name ?? null} />
      {problem ? <Refusal>{problem}</Refusal> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {t('players.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('players.keep')}
        </Button>
      </div>
    </form>
  );
}
