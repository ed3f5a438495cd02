import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PartnerScope } from '../../contract/partner-keys';
import { storedHashOf } from '../auth/stored-secret';
import type { Db } from '../db/client';
import type { MailDraft } from '../mail/layout';
import {
  bookings,
  golfClubAssociationRequests,
  golfClubAssociations,
  golfClubs,
  mysteryRegions,
  partnerKeys,
  teeTimes,
} from '../db/schema';
import { clockTime, minutesOfDay } from '../../contract/zurich-time';

let sequence = 0;

/** A club with sensible defaults; tests name only what they check. */
export async function insertClub(db: Db, values: Partial<typeof golfClubs.$inferInsert> = {}) {
  sequence += 1;
  const [club] = await db
    .insert(golfClubs)
    .values({
      slug: `club-${sequence}-${Date.now()}`,
      name: `Golfclub ${sequence}`,
      city: 'Zürich',
      canton: 'Zürich',
      weekdayStandardPrice: 100,
      weekdayDiscount: 20,
      ...values,
    })
    .returning();
  return club!;
}

export async function insertTeeTime(
  db: Db,
  golfClubId: string,
  values: Partial<typeof teeTimes.$inferInsert> & { date: string; time: string },
) {
  const [teeTime] = await db
    .insert(teeTimes)
    .values({ golfClubId, discountedPrice: 80, originalPrice: 100, ...values })
    .returning();
  return teeTime!;
}

/** A confirmed walk-in booked at the desk, with the tee time's seat counter kept in step as the booking service does. */
export async function insertConfirmedBooking(
  db: Db,
  teeTime: { id: string; discountedPrice: number },
  playerCount: number,
) {
  await db.transaction(async (tx) => {
    await tx.insert(bookings).values({
      teeTimeId: teeTime.id,
      playerCount,
      status: 'confirmed',
      source: 'desk',
      pricePerPlayer: teeTime.discountedPrice,
      totalPrice: teeTime.discountedPrice * playerCount,
    });
    await tx.execute(
      sql`update tee_times set booked_players = booked_players + ${playerCount} where id = ${teeTime.id}`,
    );
  });
}

/**
 * Puts the clubs in a region (added to the list when it is new). With `associated`, each names every other
 * one in its deals, and each has agreed.
 */
export async function insertRegionClubs(
  db: Db,
  region: string,
  clubIds: string[],
  { associated = true }: { associated?: boolean } = {},
) {
  await db.insert(mysteryRegions).values({ key: region }).onConflictDoNothing();
  await db
    .insert(golfClubAssociations)
    .values(clubIds.map((mainClubId) => ({ mainClubId, region })))
    .onConflictDoNothing();
  const pairs = clubIds.flatMap((clubId) =>
    clubIds.filter((id) => id !== clubId).map((namedClubId) => ({ clubId, namedClubId, status: 'accepted' as const })),
  );
  if (associated && pairs.length > 0) await db.insert(golfClubAssociationRequests).values(pairs).onConflictDoNothing();
}

/**
 * Puts the clubs in one region and gives each a tee time every ten minutes of the hours around `around`
 * on the date: a surprise tee time of one of them can then be offered as a mystery deal, since the others
 * list times that could be it.
 */
export async function insertMysteryRegion(db: Db, region: string, clubIds: string[], date: string, around: string) {
  await insertRegionClubs(db, region, clubIds);
  const first = Math.max(0, minutesOfDay(around) - 90);
  const times = Array.from({ length: 19 }, (_, index) => first + index * 10).filter((minutes) => minutes < 24 * 60);
  await db
    .insert(teeTimes)
    .values(
      clubIds.flatMap((golfClubId) =>
        times.map((minutes) => ({
          golfClubId,
          date,
          time: clockTime(minutes),
          discountedPrice: 80,
          originalPrice: 100,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** A mail of one paragraph in English, for tests of how mails travel rather than what they say. */
export const simpleMail =
  ({ to, subject, text }: { to: string; subject: string; text: string }): MailDraft =>
  () => ({
    to,
    language: 'en',
    subject,
    greeting: 'Hello,',
    blocks: [{ paragraph: text }],
    signature: '',
    linkFallback: '',
  });

/** A partner key of a club with the scopes given, as a club admin would make it: answers the key itself. */
export async function insertPartnerKey(db: Db, golfClubId: string, scopes: PartnerScope[], name = 'PC CADDIE') {
  const secret = `stt_${randomBytes(32).toString('base64url')}`;
  await db
    .insert(partnerKeys)
    .values({ golfClubId, name, keyHash: storedHashOf(secret), start: secret.slice(0, 8), scopes });
  return secret;
}
