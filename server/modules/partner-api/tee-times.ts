import type {
  PartnerBatchAnswer,
  PartnerBatchItem,
  PartnerBatchResult,
  PartnerWithdrawal,
  PartnerWithdrawQuery,
} from '../../../contract/partner-tee-times';
import type { ErrorCode } from '../../../contract/errors';
import { zurichInstant } from '../../../contract/zurich-time';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import type { PartnerActor } from '../../http/partner-access';
import { recordAudit } from '../audit/repo';
import { releaseExpiredHolds } from '../bookings/repo';
import { closeTeeTimes } from '../club-admin/blocks';
import {
  deleteUnbookedRow,
  findPartnerRow,
  insertPartnerRows,
  lockPartnerRows,
  partnerRowsById,
  toPartnerTeeTime,
  updatePartnerRows,
  type PartnerRow,
  type PartnerValues,
} from './tee-times-repo';

/** How the audit log names a change by the club's software: the key it used. */
const byKey = (partner: PartnerActor) => ({ partnerKey: { id: partner.keyId, name: partner.keyName } });

const startOf = (item: { date: string; time: string }) => `${item.date} ${item.time}`;
const hasStarted = (item: { date: string; time: string }, now: Date) => zurichInstant(item.date, item.time) <= now;

class Refusal {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
  ) {}
}

const valuesOf = (item: PartnerBatchItem): PartnerValues => ({
  externalId: item.externalId,
  date: item.date,
  time: item.time,
  holeCount: item.holeCount,
  slotsAvailable: item.places - item.bookedElsewhere,
  placesElsewhere: item.bookedElsewhere,
  discountedPrice: item.discountedPrice,
  originalPrice: item.originalPrice,
  isSurpriseDeal: item.mysteryAllowed,
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
  | { item: PartnerBatchItem; refusal: Refusal }
  | { item: PartnerBatchItem; outcome: 'created'; values: PartnerValues }
  | { item: PartnerBatchItem; outcome: 'updated' | 'linked' | 'unchanged'; values: PartnerValues; row: PartnerRow };

/**
 * Creates or updates the club's tee times by the software's ids, in one transaction under the row locks our
 * bookings take: places sold elsewhere and places sold here are decided one after the other, never both for
 * the same seat. Each tee time is answered on its own, in the order sent: a refused one (a start that has
 * passed, a start another time holds, fewer places than are booked here, ...) leaves the others written.
 */
export async function upsertPartnerTeeTimes(
  deps: Deps,
  partner: PartnerActor,
  items: PartnerBatchItem[],
  now: Date,
): Promise<PartnerBatchResult> {
  const answers = await deps.database.db.transaction(async (tx) => {
    const locked = await lockPartnerRows(
      tx,
      partner.clubId,
      items.map((item) => item.externalId),
      items.map(startOf),
    );
    const byExternalId = new Map(locked.flatMap((row) => (row.externalId ? [[row.externalId, row]] : [])));
    const byStart = new Map(locked.map((row) => [startOf(row), row]));
    const seenIds = new Set<string>();
    const takenStarts = new Set<string>();
    const plans: Plan[] = [];

    for (const item of items) {
      const plan = async (): Promise<Plan> => {
        if (seenIds.has(item.externalId))
          return {
            item,
            refusal: new Refusal(
              'duplicate_external_id',
              'This external id is sent twice in the batch: the first is written',
            ),
          };
        seenIds.add(item.externalId);
        const own = byExternalId.get(item.externalId);
        const atStart = byStart.get(startOf(item));
        if (own && hasStarted(own, now))
          return {
            item,
            refusal: new Refusal(
              'tee_time_started',
              `This tee time started at ${startOf(own)}: it can no longer be changed`,
            ),
          };
        if (hasStarted(item, now))
          return {
            item,
            refusal: new Refusal(
              'tee_time_started',
              `${startOf(item)} has passed: only times still to start can be sent`,
            ),
          };
        const linkable = !own && atStart && atStart.externalId === null;
        if ((atStart && atStart !== own && !linkable) || takenStarts.has(startOf(item)))
          return {
            item,
            refusal: new Refusal(
              'start_taken',
              `Another tee time of the club starts at ${startOf(item)}${atStart?.externalId ? ` (external id ${atStart.externalId})` : ''}: withdraw or move that one first`,
            ),
          };
        takenStarts.add(startOf(item));
        const values = valuesOf(item);
        const row = own ?? (linkable ? atStart : undefined);
        if (!row) return { item, outcome: 'created', values };
        if (row.isBlocked)
          return {
            item,
            refusal: new Refusal(
              'tee_time_blocked',
              `This tee time is blocked${row.blockReason ? ` (${row.blockReason})` : ''}: a club admin reopens it in the club area`,
            ),
          };
        const moves = row.date !== item.date || row.time !== item.time || row.holeCount !== item.holeCount;
        const tooFew = values.slotsAvailable! < row.bookedPlayers;
        // A hold a golfer let lapse keeps its places until someone asks for them: this asks.
        const bookedHere =
          (moves || tooFew) && row.bookedPlayers > 0
            ? row.bookedPlayers - (await releaseExpiredHolds(tx, row.id, now))
            : row.bookedPlayers;
        row.bookedPlayers = bookedHere;
        if (moves && bookedHere > 0)
          return {
            item,
            refusal: new Refusal(
              'tee_time_booked',
              `${bookedHere} ${bookedHere === 1 ? 'player is' : 'players are'} booked on this tee time: its date, start and holes stay as they are (withdraw it with bookings=cancel, or a club admin moves the bookings)`,
            ),
          };
        if (values.slotsAvailable! < bookedHere)
          return {
            item,
            refusal: new Refusal(
              'places_taken',
              `${bookedHere} of the places are booked here: places minus bookedElsewhere must be at least ${bookedHere}, so at most ${item.places - bookedHere} can be booked elsewhere`,
            ),
          };
        if (own && sameValues(row, values)) return { item, outcome: 'unchanged', values, row };
        return { item, outcome: own ? 'updated' : 'linked', values, row };
      };
      plans.push(await plan());
    }

    const created = await insertPartnerRows(
      tx,
      partner.clubId,
      plans.flatMap((plan) => ('outcome' in plan && plan.outcome === 'created' ? [plan.values] : [])),
    );
    await updatePartnerRows(
      tx,
      plans.flatMap((plan) =>
        'row' in plan && plan.outcome !== 'unchanged' ? [{ ...plan.values, id: plan.row.id }] : [],
      ),
    );
    const idOf = (plan: Plan) =>
      'row' in plan ? plan.row.id : 'values' in plan ? created.get(plan.item.externalId) : undefined;
    const rows = new Map(
      (
        await partnerRowsById(
          tx,
          plans.flatMap((plan) => idOf(plan) ?? []),
        )
      ).map((row) => [row.id, row]),
    );
    const answers = plans.map((plan): PartnerBatchAnswer => {
      const { externalId } = plan.item;
      if ('refusal' in plan) return { externalId, outcome: 'refused', error: { ...plan.refusal } };
      const row = rows.get(idOf(plan) ?? '');
      // Another call made a time at this start or with this id between our look and our insert.
      if (!row)
        return {
          externalId,
          outcome: 'refused',
          error: { code: 'start_taken', message: 'Another tee time took this start or id just now: send it again' },
        };
      return { externalId, outcome: plan.outcome, teeTime: toPartnerTeeTime(row) };
    });
    const written = answers.filter((answer) => answer.outcome !== 'refused' && answer.outcome !== 'unchanged');
    if (written.length > 0)
      await recordAudit(tx, {
        actorUserId: null,
        golfClubId: partner.clubId,
        action: 'partner_upsert',
        entity: 'tee_time',
        entityId: written.length === 1 && 'teeTime' in written[0]! ? written[0].teeTime.id : undefined,
        details: {
          ...byKey(partner),
          written: written.map((answer) => ({ externalId: answer.externalId, outcome: answer.outcome })),
        },
      });
    return answers;
  });
  const counts = { created: 0, updated: 0, linked: 0, unchanged: 0, refused: 0 };
  for (const answer of answers) counts[answer.outcome] += 1;
  return { counts, results: answers };
}

/** `PUT …/tee-times/{externalId}`: one tee time, a refusal answered as an error with its status. */
export async function upsertPartnerTeeTime(deps: Deps, partner: PartnerActor, item: PartnerBatchItem, now: Date) {
  const answer = (await upsertPartnerTeeTimes(deps, partner, [item], now)).results[0]!;
  if (answer.outcome === 'refused') throw new AppError(answer.error.code as ErrorCode, answer.error.message);
  return { outcome: answer.outcome, teeTime: answer.teeTime };
}

/** The club's tee time by the software's id. */
export async function partnerTeeTime(deps: Deps, partner: PartnerActor, externalId: string) {
  const row = await findPartnerRow(deps.database.db, partner.clubId, externalId);
  if (!row) throw unknownId(externalId);
  return toPartnerTeeTime(row);
}

const unknownId = (externalId: string) =>
  new AppError('not_found', `No tee time of this club has the external id ${externalId}`);

/**
 * Withdraws a tee time the software sent. A time never booked is deleted; one that holds bookings is refused
 * unless the call says to cancel them, which blocks it as the club area's block does (each golfer refunded in
 * full and told the reason); one with only past bookings is blocked, as our records keep it.
 */
export async function withdrawPartnerTeeTime(
  deps: Deps,
  partner: PartnerActor,
  externalId: string,
  query: PartnerWithdrawQuery,
  now: Date,
): Promise<PartnerWithdrawal> {
  const { db } = deps.database;
  const row = await findPartnerRow(db, partner.clubId, externalId);
  if (!row) throw unknownId(externalId);
  if (hasStarted(row, now))
    throw new AppError('tee_time_started', `This tee time started at ${startOf(row)}: it can no longer be withdrawn`);
  if (row.isBlocked) return { externalId, outcome: 'blocked', cancelled: 0 };
  const deleted =
    row.bookingCount === 0 &&
    (await db.transaction(async (tx) => {
      if (!(await deleteUnbookedRow(tx, partner.clubId, row.id))) return false;
      await recordAudit(tx, {
        actorUserId: null,
        golfClubId: partner.clubId,
        action: 'partner_delete',
        entity: 'tee_time',
        entityId: row.id,
        details: { ...byKey(partner), externalId, date: row.date, time: row.time },
      });
      return true;
    }));
  if (deleted) return { externalId, outcome: 'deleted', cancelled: 0 };
  const result = await closeTeeTimes(
    deps,
    { clubId: partner.clubId, userId: null, audit: { ...byKey(partner), externalId } },
    { date: row.date, from: row.time, to: row.time, reason: query.reason ?? WITHDRAWN },
    { choose: () => (query.bookings === 'cancel' ? { action: 'cancel' } : undefined), moveTargets: [] },
    now,
  );
  return { externalId, outcome: 'blocked', cancelled: result.cancelled };
}

/** The reason a withdrawn time without bookings to cancel is blocked for, as the club area shows it. */
const WITHDRAWN = "Withdrawn by the club's tee-sheet software";
