import type {
  PartnerBatchAnswer,
  PartnerBatchItem,
  PartnerBatchResult,
  PartnerWithdrawal,
  PartnerWithdrawQuery,
} from '../../../contract/partner-tee-times';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/deps';
import type { PartnerActor } from '../../http/partner-access';
import { recordAudit } from '../audit/repo';
import { closeTeeTimes } from '../club-admin/blocks';
import { deleteUnbookedRow, findPartnerRow, toPartnerTeeTime } from './tee-times-repo';
import { hasStarted, startOf, writeTeeTimes, type SheetWriter } from './write-tee-times';

/** How the audit log names a change by the club's software: the key it used. */
const byKey = (partner: PartnerActor) => ({ partnerKey: { id: partner.keyId, name: partner.keyName } });

const writerOf = (partner: PartnerActor): SheetWriter => ({
  clubId: partner.clubId,
  userId: null,
  action: 'partner_upsert',
  audit: byKey(partner),
});

/** Tee times the club's software sends by its own ids (a PUT, or a batch), each answered on its own. */
export async function upsertPartnerTeeTimes(
  deps: Deps,
  partner: PartnerActor,
  items: PartnerBatchItem[],
  now: Date,
): Promise<PartnerBatchResult> {
  const answers = await writeTeeTimes(deps, writerOf(partner), items, now);
  const results = answers.map((answer, index): PartnerBatchAnswer =>
    answer.outcome === 'refused'
      ? {
          externalId: items[index]!.externalId,
          outcome: 'refused',
          error: { code: answer.error.code, message: answer.error.message },
        }
      : { externalId: items[index]!.externalId, outcome: answer.outcome, teeTime: toPartnerTeeTime(answer.row) },
  );
  const counts = { created: 0, updated: 0, linked: 0, unchanged: 0, refused: 0 };
  for (const answer of results) counts[answer.outcome] += 1;
  return { counts, results };
}

/** `PUT …/tee-times/{externalId}`: one tee time, a refusal answered as an error with its status. */
export async function upsertPartnerTeeTime(deps: Deps, partner: PartnerActor, item: PartnerBatchItem, now: Date) {
  const [answer] = await writeTeeTimes(deps, writerOf(partner), [item], now);
  if (answer!.outcome === 'refused') throw new AppError(answer!.error.code, answer!.error.message);
  return { outcome: answer!.outcome, teeTime: toPartnerTeeTime(answer!.row) };
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
