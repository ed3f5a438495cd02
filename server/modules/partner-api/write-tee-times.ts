import type { AuditAction } from '../../../contract/audit';
import type { ErrorCode } from '../../../contract/errors';
import type { PartnerTeeTimeInput } from '../../../contract/partner-tee-times';
import { zurichInstant } from '../../../contract/zurich-time';
import type { Deps } from '../../http/deps';
import { recordAudit } from '../audit/repo';
import { releaseExpiredHolds } from '../bookings/repo';
import {
  insertPartnerRows,
  lockPartnerRows,
  partnerRowsById,
  updatePartnerRows,
  type PartnerRow,
  type PartnerValues,
} from './tee-times-repo';

/**
 * A tee time to write, whole, as a club's software sends it: known by the software's id, or (null, a file the
 * club uploads) by its start.
 */
export type TeeTimeWrite = Omit<PartnerTeeTimeInput, 'bookedElsewhere' | 'mysteryAllowed'> & {
  externalId: string | null;
  /** Left out (a file has no such column): the time keeps what it has (none for a new one). */
  bookedElsewhere?: number;
  mysteryAllowed?: boolean;
};

/** Who writes, as the audit log names them: a club admin, or the club's software by its key (userId null). */
export interface SheetWriter {
  clubId: string;
  userId: string | null;
  action: AuditAction<'tee_time'>;
  audit: Record<string, unknown>;
}

/** Why a tee time was not written; `booked`: the places golfers hold here, when that is why. */
export interface Refused {
  code: ErrorCode;
  message: string;
  booked?: number;
}

export type WriteOutcome = 'created' | 'updated' | 'linked' | 'unchanged';
export type WriteAnswer = { outcome: WriteOutcome; row: PartnerRow } | { outcome: 'refused'; error: Refused };

export const startOf = (item: { date: string; time: string }) => `${item.date} ${item.time}`;
export const hasStarted = (item: { date: string; time: string }, now: Date) =>
  zurichInstant(item.date, item.time) <= now;

const valuesOf = (item: TeeTimeWrite, row: PartnerRow | undefined): PartnerValues => ({
  externalId: item.externalId ?? row?.externalId ?? null,
  date: item.date,
  time: item.time,
  holeCount: item.holeCount,
  slotsAvailable: item.places - (item.bookedElsewhere ?? row?.placesElsewhere ?? 0),
  placesElsewhere: item.bookedElsewhere ?? row?.placesElsewhere ?? 0,
  discountedPrice: item.discountedPrice,
  originalPrice: item.originalPrice,
  isSurpriseDeal: item.mysteryAllowed ?? row?.isSurpriseDeal ?? false,
});

const sameValues = (row: PartnerRow, values: PartnerValues) =>
  row.externalId === values.externalId &&
  row.date === values.date &&
  row.time === values.time &&
  row.holeCount === values.holeCount &&
  row.slotsAvailable === values.slotsAvailable &&
  row.placesElsewhere === values.placesElsewhere &&
  row.discountedPrice === values.discountedPrice &&
  row.originalPrice === values.originalPrice &&
  row.isSurpriseDeal === values.isSurpriseDeal;

type Plan =
  | { refusal: Refused }
  | { outcome: 'created'; values: PartnerValues }
  | { outcome: 'updated' | 'linked' | 'unchanged'; values: PartnerValues; row: PartnerRow };

/** Thrown to roll a dry run back once its answers are known. */
class DryRun extends Error {
  constructor(readonly answers: WriteAnswer[]) {
    super('dry run');
  }
}

/**
 * Creates or updates the club's tee times, in one transaction under the row locks our bookings take: places sold
 * elsewhere and places sold here are decided one after the other, never both for the same seat. Each tee time is
 * answered on its own, in the order given: a refused one (a start that has passed, a start another time holds,
 * fewer places than are booked here, ...) leaves the others written. A dry run decides the same way and writes
 * nothing: what a preview shows is what the import does, unless the sheet changes in between.
 */
export async function writeTeeTimes(
  deps: Deps,
  writer: SheetWriter,
  items: TeeTimeWrite[],
  now: Date,
  { dryRun = false } = {},
): Promise<WriteAnswer[]> {
  const run = deps.database.db.transaction(async (tx) => {
    const locked = await lockPartnerRows(
      tx,
      writer.clubId,
      items.flatMap((item) => item.externalId ?? []),
      items.map(startOf),
    );
    const byExternalId = new Map(locked.flatMap((row) => (row.externalId ? [[row.externalId, row]] : [])));
    const byStart = new Map(locked.map((row) => [startOf(row), row]));
    const seen = new Set<string>();
    const takenStarts = new Set<string>();

    const plan = async (item: TeeTimeWrite): Promise<Plan> => {
      const key = item.externalId ?? startOf(item);
      if (seen.has(key))
        return {
          refusal: {
            code: 'duplicate_external_id',
            message: item.externalId
              ? 'This external id is sent twice in the batch: the first is written'
              : 'This start is given twice: the first is written',
          },
        };
      seen.add(key);
      const atStart = byStart.get(startOf(item));
      const own = item.externalId ? byExternalId.get(item.externalId) : atStart;
      if (own && hasStarted(own, now))
        return {
          refusal: {
            code: 'tee_time_started',
            message: `This tee time started at ${startOf(own)}: it can no longer be changed`,
          },
        };
      if (hasStarted(item, now))
        return {
          refusal: {
            code: 'tee_time_started',
            message: `${startOf(item)} has passed: only times still to start can be sent`,
          },
        };
      const linkable = item.externalId !== null && !own && atStart?.externalId === null;
      if ((atStart && atStart !== own && !linkable) || takenStarts.has(startOf(item)))
        return {
          refusal: {
            code: 'start_taken',
            message: `Another tee time of the club starts at ${startOf(item)}${atStart?.externalId ? ` (external id ${atStart.externalId})` : ''}: withdraw or move that one first`,
          },
        };
      takenStarts.add(startOf(item));
      const row = own ?? (linkable ? atStart : undefined);
      const values = valuesOf(item, row);
      if (!row) return { outcome: 'created', values };
      if (row.isBlocked)
        return {
          refusal: {
            code: 'tee_time_blocked',
            message: `This tee time is blocked${row.blockReason ? ` (${row.blockReason})` : ''}: a club admin reopens it in the club area`,
          },
        };
      const moves = row.date !== item.date || row.time !== item.time || row.holeCount !== item.holeCount;
      const tooFew = values.slotsAvailable! < row.bookedPlayers;
      // A hold a golfer let lapse keeps its places until someone asks for them: this asks.
      const bookedHere =
        (moves || tooFew) && row.bookedPlayers > 0
          ? row.bookedPlayers - (await releaseExpiredHolds(tx, row.id, now))
          : row.bookedPlayers;
      if (moves && bookedHere > 0)
        return {
          refusal: {
            code: 'tee_time_booked',
            message: `${bookedHere} ${bookedHere === 1 ? 'player is' : 'players are'} booked on this tee time: its date, start and holes stay as they are (withdraw it with bookings=cancel, or a club admin moves the bookings)`,
          },
        };
      if (values.slotsAvailable! < bookedHere)
        return {
          refusal: {
            code: 'places_taken',
            message: `${bookedHere} of the places are booked here: places minus bookedElsewhere must be at least ${bookedHere}, so at most ${item.places - bookedHere} can be booked elsewhere`,
            booked: bookedHere,
          },
        };
      if (own && sameValues(row, values)) return { outcome: 'unchanged', values, row };
      return { outcome: own ? 'updated' : 'linked', values, row };
    };
    const plans: Plan[] = [];
    for (const item of items) plans.push(await plan(item));

    const created = await insertPartnerRows(
      tx,
      writer.clubId,
      plans.flatMap((one) => ('outcome' in one && one.outcome === 'created' ? [one.values] : [])),
    );
    await updatePartnerRows(
      tx,
      plans.flatMap((one) => ('row' in one && one.outcome !== 'unchanged' ? [{ ...one.values, id: one.row.id }] : [])),
    );
    const idOf = (one: Plan) =>
      'row' in one ? one.row.id : 'values' in one ? created.get(startOf(one.values)) : undefined;
    const rows = new Map(
      (
        await partnerRowsById(
          tx,
          plans.flatMap((one) => idOf(one) ?? []),
        )
      ).map((row) => [row.id, row]),
    );
    const answers = plans.map((one): WriteAnswer => {
      if ('refusal' in one) return { outcome: 'refused', error: one.refusal };
      const row = rows.get(idOf(one) ?? '');
      // Another writer made a time at this start or with this id between our look and our insert.
      if (!row)
        return {
          outcome: 'refused',
          error: { code: 'start_taken', message: 'Another tee time took this start or id just now: send it again' },
        };
      return { outcome: one.outcome, row };
    });
    if (dryRun) throw new DryRun(answers);
    const written = items.flatMap((item, index) => {
      const answer = answers[index]!;
      return answer.outcome === 'refused' || answer.outcome === 'unchanged'
        ? []
        : [{ externalId: item.externalId, start: startOf(item), outcome: answer.outcome, id: answer.row.id }];
    });
    if (written.length > 0)
      await recordAudit(tx, {
        actorUserId: writer.userId,
        golfClubId: writer.clubId,
        action: writer.action,
        entity: 'tee_time',
        entityId: written.length === 1 ? written[0]!.id : undefined,
        details: { ...writer.audit, written: written.map(({ id: _id, ...entry }) => entry) },
      });
    return answers;
  });
  return run.catch((error: unknown) => {
    if (error instanceof DryRun) return error.answers;
    throw error;
  });
}
