import { randomBytes } from 'node:crypto';
import { monthRange } from '../../../contract/finances';
import type { AdminClub, AuditEntry, NewClub, PlatformOverview, WaitlistEntry } from '../../../contract/super-admin';
import { fold } from '../../../contract/search';
import { zurichDate } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { csvDocument } from '../../http/csv';
import { recordAudit } from '../audit/repo';
import {
  allClubs,
  findClub,
  insertClub,
  markPayoutPaid,
  platformCounts,
  recentAudit,
  replaceClubLink,
  scheduledPayouts,
  setBankDetailsStatus,
  setFeatured,
  waitlistEntries,
} from './repo';
import { revenueBetween } from '../club-finances/repo';

export async function platformOverview(db: Db, now: Date): Promise<PlatformOverview> {
  const [counts, month] = await Promise.all([
    platformCounts(db),
    revenueBetween(db, monthRange(zurichDate(now).slice(0, 7)), null),
  ]);
  return {
    clubs: counts.clubs,
    featuredClubs: counts.featured_clubs,
    golfers: counts.golfers,
    bookingsThisMonth: month.bookings,
    revenueThisMonth: month.revenue,
    waitlist: counts.waitlist,
    bankDetailsToCheck: counts.bank_details_to_check,
  };
}

/** Clubs by name whose name, city or canton contains the search, accents and case ignored. */
export async function listClubs(db: Db, query: { q?: string; limit: number }): Promise<AdminClub[]> {
  const needle = fold(query.q ?? '');
  const clubs = await allClubs(db);
  return clubs
    .filter((club) => !needle || fold(`${club.name} ${club.city} ${club.canton}`).includes(needle))
    .slice(0, query.limit);
}

const slugOf = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'club';

export async function createClub(db: Db, actorUserId: string, values: NewClub): Promise<AdminClub> {
  return db.transaction(async (tx) => {
    // A second club of the same name gets a slug with a short random ending.
    const club =
      (await insertClub(tx, { ...values, slug: slugOf(values.name) })) ??
      (await insertClub(tx, { ...values, slug: `${slugOf(values.name)}-${randomBytes(3).toString('hex')}` }));
    if (!club) throw new AppError('already_exists', 'A club with this address name already exists; try again');
    await recordAudit(tx, {
      actorUserId,
      golfClubId: club.id,
      action: 'create',
      entity: 'golf_club',
      entityId: club.id,
      details: { name: values.name, canton: values.canton },
    });
    return {
      id: club.id,
      name: values.name,
      city: values.city,
      canton: values.canton,
      isFeatured: false,
      admins: 0,
      bankDetails: 'missing',
    };
  });
}

export async function featureClub(db: Db, actorUserId: string, clubId: string, isFeatured: boolean) {
  await db.transaction(async (tx) => {
    if (!(await setFeatured(tx, clubId, isFeatured))) throw new AppError('not_found', 'No such club');
    await recordAudit(tx, {
      actorUserId,
      golfClubId: clubId,
      action: isFeatured ? 'feature' : 'unfeature',
      entity: 'golf_club',
      entityId: clubId,
    });
  });
}

/** As in the spec: the super admin's previous club link is replaced by one to the chosen club, in one transaction. */
export async function selectClub(db: Db, actorUserId: string, clubId: string) {
  return db.transaction(async (tx) => {
    const club = await findClub(tx, clubId);
    if (!club) throw new AppError('not_found', 'No such club');
    await replaceClubLink(tx, actorUserId, clubId);
    await recordAudit(tx, { actorUserId, golfClubId: clubId, action: 'select', entity: 'golf_club', entityId: clubId });
    return { clubId: club.id, clubName: club.name };
  });
}

export async function decideBankDetails(db: Db, actorUserId: string, clubId: string, status: 'verified' | 'rejected') {
  await db.transaction(async (tx) => {
    if (!(await setBankDetailsStatus(tx, clubId, status)))
      throw new AppError('not_found', 'This club has no bank details');
    await recordAudit(tx, {
      actorUserId,
      golfClubId: clubId,
      action: status === 'verified' ? 'verify' : 'reject',
      entity: 'payout_account',
      entityId: clubId,
    });
  });
}

export async function openPayouts(db: Db) {
  return scheduledPayouts(db);
}

/** Records that the money of a scheduled payout was transferred; a payout is paid once. */
export async function recordPayoutPaid(db: Db, actorUserId: string, payoutId: string, now: Date) {
  await db.transaction(async (tx) => {
    const payout = await markPayoutPaid(tx, payoutId, now);
    if (!payout) throw new AppError('conflict', 'No scheduled payout with this id');
    await recordAudit(tx, {
      actorUserId,
      golfClubId: payout.golfClubId,
      action: 'paid',
      entity: 'payout',
      entityId: payoutId,
      details: { month: payout.month, amount: payout.amount },
    });
  });
}

export async function waitlistPage(db: Db, limit: number): Promise<WaitlistEntry[]> {
  return (await waitlistEntries(db, limit)).map((entry) => ({
    email: entry.email,
    createdAt: entry.createdAt.toISOString(),
  }));
}

export async function waitlistCsv(db: Db): Promise<string> {
  return csvDocument(
    [{ title: 'email' }, { title: 'joined' }],
    (await waitlistEntries(db)).map((entry) => [entry.email, entry.createdAt.toISOString()]),
  );
}

export async function auditTrail(db: Db, limit: number): Promise<AuditEntry[]> {
  return (await recentAudit(db, limit)).map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
