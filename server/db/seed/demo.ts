import { hashPassword } from 'better-auth/crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { teeTimePrices } from '../../domain/pricing';
import { languages } from '../../../contract/common';
import { addDays, clockTime, minutesOfDay, weekdayOf, zurichDate } from '../../../contract/zurich-time';
import type { Db } from '../client';
import {
  accounts,
  bookings,
  clubSettings,
  golfClubAdmins,
  golfClubAssociationRequests,
  golfClubAssociations,
  golfClubs,
  golfClubTexts,
  mysteryRegions,
  payments,
  profiles,
  superAdmins,
  teeTimes,
} from '../schema';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { demoClubs, demoRegions, type DemoClub } from './demo-clubs';

export const DEMO_DAYS = 14;

/** A stable pseudo-random number in [0, 1) for a text, so the demo looks the same on every machine. */
function stableRandom(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 100000) / 100000;
}

/**
 * Demo data for `npm start`: clubs, accounts and associations once; tee times topped up so that
 * the next 14 days always have a tee sheet. Safe to run on every start.
 */
export async function seedDemoData(db: Db, now: Date) {
  const clubIds = await seedClubs(db);
  await seedAccounts(db, clubIds);
  await seedTeeTimes(db, clubIds, zurichDate(now));
}

async function seedClubs(db: Db): Promise<Map<string, string>> {
  const existing = await db.select({ id: golfClubs.id, slug: golfClubs.slug }).from(golfClubs);
  const bySlug = new Map(existing.map((club) => [club.slug, club.id]));
  const missing = demoClubs.filter((club) => !bySlug.has(club.slug));
  if (missing.length > 0) {
    const inserted = await db
      .insert(golfClubs)
      .values(
        missing.map((club) => ({
          slug: club.slug,
          name: club.name,
          city: club.city,
          canton: club.canton,
          address: club.address,
          imageUrl: `/images/clubs/${club.slug}.svg`,
          isFeatured: club.isFeatured,
          weekdayStandardPrice: club.weekdayStandardPrice,
          weekdayDiscount: club.weekdayDiscount,
        })),
      )
      .returning({ id: golfClubs.id, slug: golfClubs.slug });
    for (const club of inserted) bySlug.set(club.slug, club.id);
    await db.insert(golfClubTexts).values(
      missing.flatMap((club) =>
        languages.map((language) => ({
          golfClubId: bySlug.get(club.slug)!,
          field: 'description',
          language,
          value: club.description[language],
        })),
      ),
    );
    await db
      .insert(clubSettings)
      .values(
        missing.map((club) => ({
          golfClubId: bySlug.get(club.slug)!,
          handicapLimit: club.playerRules?.handicapLimit ?? null,
          playerProof: club.playerRules?.proof ?? 'none',
        })),
      )
      .onConflictDoNothing();
    await seedAssociations(db, bySlug);
  }
  return bySlug;
}

/** The demo clubs are in their regions, and each names the others of its region in its deals, with their consent. */
async function seedAssociations(db: Db, clubIds: Map<string, string>) {
  await db
    .insert(mysteryRegions)
    .values(demoRegions.map((key) => ({ key })))
    .onConflictDoNothing();
  const rows = demoClubs.map((club) => ({ mainClubId: clubIds.get(club.slug)!, region: club.region }));
  await db.insert(golfClubAssociations).values(rows).onConflictDoNothing();
  const requests = demoClubs.flatMap((club) =>
    demoClubs
      .filter((other) => other.region === club.region && other.slug !== club.slug)
      .map((other) => ({
        clubId: clubIds.get(club.slug)!,
        namedClubId: clubIds.get(other.slug)!,
        status: 'accepted' as const,
      })),
  );
  await db.insert(golfClubAssociationRequests).values(requests).onConflictDoNothing();
}

async function seedAccounts(db: Db, clubIds: Map<string, string>) {
  const emails = Object.values(demoAccounts).map((account) => account.email);
  const existing = await db.select({ email: profiles.email }).from(profiles).where(inArray(profiles.email, emails));
  if (existing.length === emails.length) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<keyof typeof demoAccounts, string> = { golfer: '', clubAdmin: '', superAdmin: '' };
  for (const [role, account] of Object.entries(demoAccounts) as [
    keyof typeof demoAccounts,
    (typeof demoAccounts)[keyof typeof demoAccounts],
  ][]) {
    const id = crypto.randomUUID();
    const inserted = await db
      .insert(profiles)
      .values({
        id,
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
        emailVerified: true,
        firstName: account.firstName,
        lastName: account.lastName,
      })
      .onConflictDoNothing({ target: profiles.email })
      .returning({ id: profiles.id });
    // An account that still exists keeps its roles; only a new (or re-created, after a deletion) one gets them.
    if (inserted.length === 0) continue;
    ids[role] = id;
    await db
      .insert(accounts)
      .values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  }
  if (ids.superAdmin) await db.insert(superAdmins).values({ userId: ids.superAdmin }).onConflictDoNothing();
  const adminClub = demoClubs.find((club) => club.canton === 'Zürich' && club.isFeatured) ?? demoClubs[0]!;
  if (ids.clubAdmin)
    await db
      .insert(golfClubAdmins)
      .values({ userId: ids.clubAdmin, golfClubId: clubIds.get(adminClub.slug)! })
      .onConflictDoNothing();
}

/** Early birds and twilight golfers pay less at the demo clubs, so prices differ through the day. */
function offPeakDiscountAt(minutes: number): number {
  if (minutes < 8 * 60) return 10;
  if (minutes >= 16 * 60) return 15;
  if (minutes >= 12 * 60 && minutes < 13 * 60) return 5;
  return 0;
}

function holesFor(club: DemoClub, minutes: number, index: number): 9 | 18 {
  if (club.holes === '9') return 9;
  if (club.holes === '18') return 18;
  return minutes >= 15 * 60 || index % 4 === 3 ? 9 : 18;
}

async function seedTeeTimes(db: Db, clubIds: Map<string, string>, today: string) {
  const lastDate = addDays(today, DEMO_DAYS - 1);
  const covered = await db
    .selectDistinct({ clubId: teeTimes.golfClubId, date: teeTimes.date })
    .from(teeTimes)
    .where(gte(teeTimes.date, today));
  const hasDay = new Set(covered.map((row) => `${row.clubId}/${row.date}`));
  const rows: (typeof teeTimes.$inferInsert)[] = [];
  for (const club of demoClubs) {
    const clubId = clubIds.get(club.slug)!;
    for (let day = 0; day < DEMO_DAYS; day++) {
      const date = addDays(today, day);
      if (hasDay.has(`${clubId}/${date}`)) continue;
      const isWeekend = [0, 6].includes(weekdayOf(date));
      let index = 0;
      for (
        let minutes = minutesOfDay(club.firstTee);
        minutes <= minutesOfDay(club.lastTee);
        minutes += club.intervalMinutes, index++
      ) {
        const holes = holesFor(club, minutes, index);
        const prices = teeTimePrices({
          weekdayStandardPrice: club.weekdayStandardPrice,
          weekdayDiscount: club.weekdayDiscount,
          holes,
          isWeekend,
          offPeakDiscount: offPeakDiscountAt(minutes),
        });
        const isSurpriseDeal = stableRandom(`${club.slug}/${date}/${minutes}/surprise`) < 0.015;
        rows.push({
          golfClubId: clubId,
          date,
          time: clockTime(minutes),
          holeCount: holes,
          originalPrice: prices.originalPrice,
          // A surprise tee time keeps its own price: it stays listed as an ordinary time while its deal is offered.
          discountedPrice: prices.discountedPrice,
          isSurpriseDeal,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insert(teeTimes)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing();
  }
  if (rows.length > 0) await seedBookings(db, today, lastDate);
}

/** The golfers the demo desks booked by phone or at the counter. */
const deskGolfers = [
  ['Hans Müller', '+41 79 214 33 10'],
  ['Vreni Aebischer', '+41 78 605 12 44'],
  ['Marco Bernasconi', '+41 76 331 87 02'],
  ['Sophie Favre', '+41 79 880 45 19'],
  ['Ueli Zürcher', '+41 77 412 90 63'],
  ['Chantal Rochat', '+41 78 223 71 58'],
  ['Reto Caflisch', '+41 79 557 08 36'],
  ['Nadia Keller', '+41 76 904 26 71'],
] as const;
const deskGuests = ['Peter Brunner', 'Anna Schmid', null, 'Luca Rossi', 'Claire Dubois', null];

/**
 * Bookings the clubs' desks took for phone and walk-in golfers, on about one tee time in six, so that some
 * times are fully booked and a desk's day sheet has names on it: each golfer with a phone number, some guests
 * named, the money due at the desk.
 */
async function seedBookings(db: Db, firstDate: string, lastDate: string) {
  const candidates = await db
    .select({
      id: teeTimes.id,
      slots: teeTimes.slotsAvailable,
      price: teeTimes.discountedPrice,
      booked: teeTimes.bookedPlayers,
    })
    .from(teeTimes)
    .where(
      and(
        gte(teeTimes.date, firstDate),
        sql`${teeTimes.date} <= ${lastDate}`,
        eq(teeTimes.bookedPlayers, 0),
        eq(teeTimes.isSurpriseDeal, false),
      ),
    );
  const picked = candidates
    .map((teeTime) => ({ ...teeTime, roll: stableRandom(`${teeTime.id}/booking`) }))
    .filter((teeTime) => teeTime.roll < 0.16)
    .map((teeTime) => ({
      ...teeTime,
      players: teeTime.roll < 0.07 ? teeTime.slots : 1 + (Math.floor(teeTime.roll * 100) % 3),
    }));
  for (let start = 0; start < picked.length; start += 1000) {
    const batch = picked.slice(start, start + 1000);
    await db.transaction(async (tx) => {
      const booked = await tx
        .insert(bookings)
        .values(
          batch.map((teeTime) => {
            const [name, phone] = deskGolfers[Math.floor(teeTime.roll * 1000) % deskGolfers.length]!;
            return {
              teeTimeId: teeTime.id,
              userId: null,
              source: 'desk' as const,
              contactName: name,
              contactPhone: phone,
              guests: Array.from({ length: teeTime.players - 1 }, (_, place) => ({
                name: deskGuests[(Math.floor(teeTime.roll * 10000) + place) % deskGuests.length] ?? null,
              })),
              playerCount: teeTime.players,
              status: 'confirmed' as const,
              pricePerPlayer: teeTime.price,
              totalPrice: Math.round(teeTime.price * 100 * teeTime.players) / 100,
            };
          }),
        )
        .returning({ id: bookings.id, totalPrice: bookings.totalPrice });
      await tx.insert(payments).values(
        booked.map((booking) => ({
          bookingId: booking.id,
          provider: 'club' as const,
          status: 'pending' as const,
          amount: booking.totalPrice,
        })),
      );
      await tx.execute(sql`
        update tee_times set booked_players = booked.players
        from (select tee_time_id, sum(player_count)::int as players from bookings
              where tee_time_id in ${batch.map((teeTime) => teeTime.id)} and status in ('confirmed', 'completed')
              group by tee_time_id) as booked
        where tee_times.id = booked.tee_time_id`);
    });
  }
}
