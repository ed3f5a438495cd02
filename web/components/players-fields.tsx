import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerDetailsAsked, type PlayerRefusal, type PlayerRules } from '../../contract/players';
import { handicapText } from '../../contract/handicap';
import { cn } from '../lib/cn';
import {
  checkPlayers,
  emptyPlace,
  playersRefusalOf,
  type PlaceEntry,
  type PlayersEntry,
  type PlayersProblem,
} from '../lib/players-entry';
import { Field, fieldDescription } from './ui/field';
import { FieldError, Input } from './ui/input';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Who is playing, as a booking form holds it: what was typed (until then `start`, e.g. the golfer's own
 * details from the profile, which may still be on their way) and whether the golfer tried to send it.
 */
export function usePlayersForm(start: PlayersEntry) {
  const [typed, setTyped] = useState<PlayersEntry | null>(null);
  const [tried, setTried] = useState(false);
  const idPrefix = useId();
  const entry = typed ?? start;
  return {
    entry,
    idPrefix,
    change: setTyped,
    /** The first problem, shown at its field once the golfer tried to send the players. */
    problem: (rules: PlayerRules, playerCount: number) =>
      tried ? checkPlayers(rules, entry, playerCount).problem : null,
    /** The players to send; null when the club would refuse them: the problem shows at its field, which gets the focus. */
    submit(rules: PlayerRules, playerCount: number) {
      setTried(true);
      const { problem, input } = checkPlayers(rules, entry, playerCount);
      if (problem) document.getElementById(problemFieldId(idPrefix, problem))?.focus();
      return input;
    },
  };
}
export type PlayersForm = ReturnType<typeof usePlayersForm>;

const fieldId = (idPrefix: string, place: number, field: 'name' | 'handicap' | 'swissGolfNumber') =>
  `${idPrefix}-${place}-${field}`;

function problemFieldId(idPrefix: string, problem: PlayersProblem) {
  if (problem.code === 'platzreife_not_confirmed') return `${idPrefix}-platzreife`;
  return fieldId(idPrefix, problem.place, problem.code.startsWith('handicap') ? 'handicap' : 'swissGolfNumber');
}

/**
 * The players of a booking (docs/decisions/0043-who-is-playing.md): the golfer's own handicap index and
 * Swiss Golf number where the club asks for them, each other player's name (always optional) and the same
 * details, and the golfer's word for the Platzreife; a line says what the club (`club`, null when it is a
 * mystery) asks and why. Nothing when there is nothing to ask.
 */
export function PlayersFields({
  form,
  rules,
  playerCount,
  club,
  className,
}: {
  form: PlayersForm;
  rules: PlayerRules;
  playerCount: number;
  club: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const { entry } = form;
  const problem = form.problem(rules, playerCount);
  const asked = playerDetailsAsked(rules);
  const asksOwn = asked.handicapIndex || asked.swissGolfNumber;
  if (playerCount === 1 && !asksOwn && rules.proof === 'none') return null;
  const places = Array.from({ length: playerCount }, (_, index) => index + 1).filter((place) => place > 1 || asksOwn);
  const changePlace = (place: number, change: Partial<PlaceEntry>) => {
    const next = Array.from(
      { length: Math.max(entry.places.length, place) },
      (_, index) => entry.places[index] ?? emptyPlace,
    );
    next[place - 1] = { ...next[place - 1]!, ...change };
    form.change({ ...entry, places: next });
  };
  const placeProblem = (place: number, field: 'handicap' | 'swiss_golf_number') =>
    problem && 'place' in problem && problem.place === place && problem.code.startsWith(field)
      ? t(`players.problem.${problem.code}`, { limit: 'limit' in problem ? handicapText(problem.limit) : '' })
      : undefined;
  return (
    <div className={cn('space-y-4', className)}>
      <p className="text-sm text-slate-600">
        {t(`players.why.${rules.handicapLimit === null ? 'noLimit' : 'limit'}.${rules.proof}`, {
          club: club ?? t('players.theClub'),
          limit: rules.handicapLimit === null ? '' : handicapText(rules.handicapLimit),
        })}
      </p>
      {places.map((place) => {
        const typed = entry.places[place - 1];
        return (
          <fieldset key={place}>
            <legend className="font-bold text-fairway-950">
              {place === 1 ? t('players.you') : t('players.place', { place })}
            </legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {place > 1 ? (
                <PlayerField
                  id={fieldId(form.idPrefix, place, 'name')}
                  label={t('players.name')}
                  value={typed?.name ?? ''}
                  onChange={(name) => changePlace(place, { name })}
                  maxLength={80}
                  className="sm:col-span-2"
                />
              ) : null}
              {asked.handicapIndex ? (
                <PlayerField
                  id={fieldId(form.idPrefix, place, 'handicap')}
                  label={t('players.handicap')}
                  value={typed?.handicap ?? ''}
                  onChange={(handicap) => changePlace(place, { handicap })}
                  error={placeProblem(place, 'handicap')}
                />
              ) : null}
              {asked.swissGolfNumber ? (
                <PlayerField
                  id={fieldId(form.idPrefix, place, 'swissGolfNumber')}
                  label={t('players.swissGolfNumber')}
                  value={typed?.swissGolfNumber ?? ''}
                  onChange={(swissGolfNumber) => changePlace(place, { swissGolfNumber })}
                  error={placeProblem(place, 'swiss_golf_number')}
                />
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {rules.proof === 'platzreife' ? (
        <PlatzreifeConfirmation
          id={`${form.idPrefix}-platzreife`}
          playerCount={playerCount}
          confirmed={entry.platzreifeConfirmed}
          onChange={(platzreifeConfirmed) => form.change({ ...entry, platzreifeConfirmed })}
          error={
            problem?.code === 'platzreife_not_confirmed' ? t('players.problem.platzreife_not_confirmed') : undefined
          }
        />
      ) : null}
    </div>
  );
}

function PlayerField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <Field label={label} id={id} error={error}>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
          autoComplete="off"
          // Focused when refused: its label stays visible below the sticky navigation bar.
          className="scroll-mt-24"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { error })}
        />
      </Field>
    </div>
  );
}

/** The golfer's word that every player holds the Platzreife, which the club asks instead of a card. */
function PlatzreifeConfirmation({
  id,
  playerCount,
  confirmed,
  onChange,
  error,
}: {
  id: string;
  playerCount: number;
  confirmed: boolean;
  onChange: (confirmed: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 scroll-mt-24"
          checked={confirmed}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{t('players.platzreifeConfirm', { count: playerCount })}</span>
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The server's refusal of the players, naming the player (by place) and the club's limit; null for any other error. */
export function playersRefusalText(error: Error, rules: PlayerRules, t: Translate): string | null {
  const refusal = playersRefusalOf(error, rules);
  return refusal ? refusalText(refusal, t) : null;
}

function refusalText(refusal: PlayerRefusal, t: Translate) {
  if (refusal.code === 'platzreife_not_confirmed') return t('booking.refusal.platzreife_not_confirmed');
  // Place 0: the server named no player.
  const context = refusal.place === 1 ? 'you' : refusal.place > 1 ? 'place' : undefined;
  return t(`booking.refusal.${refusal.code}`, {
    context,
    place: refusal.place,
    limit: 'limit' in refusal ? handicapText(refusal.limit) : '',
  });
}
