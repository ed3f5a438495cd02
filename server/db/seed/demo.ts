import { hashPassword } from 'better-auth/crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { teeTimePrices } from '../../domain/pricing';
import { shiftMonth } from '../../../contract/finances';
import { languages } from '../../../contract/common';
import { addDays, clockTime, isWeekend, minutesOfDay, zurichDate, zurichInstant } from '../../../contract/zurich-time';
import type { Db } from '../client';
import {
  accounts,
  clubSettings,
  golfClubAdmins,
  golfClubAssociationRequests,
  golfClubAssociations,
  golfClubs,
  golfClubTexts,
  mysteryRegions,
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
  const golfers = await seedOnlineGolfers(db);
  await seedTeeTimes(db, clubIds, zurichDate(now), golfers);
  await seedAdminClubHistory(db, clubIds, zurichDate(now), golfers);
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
          longitude: club.longitude,
          latitude: club.latitude,
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
  // A demo database from before the search map gets its clubs' places once.
  await db.execute(sql`update golf_clubs c set longitude = v.longitude, latitude = v.latitude
    from (values ${sql.join(
      demoClubs.map((club) => sql`(${club.slug}, ${club.longitude}::float8, ${club.latitude}::float8)`),
      sql`, `,
    )}) as v(slug, longitude, latitude)
    where c.slug = v.slug and c.longitude is null`);
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
  if (ids.clubAdmin)
    await db
      .insert(golfClubAdmins)
      .values({ userId: ids.clubAdmin, golfClubId: clubIds.get(adminClub.slug)! })
      .onConflictDoNothing();
}

/** The club the demo club admin runs. */
const adminClub = demoClubs.find((club) => club.canton === 'Zürich' && club.isFeatured) ?? demoClubs[0]!;

/**
 * Golfers who booked online at the demo clubs, paying at the club: their money is revenue through us, with our
 * commission, so a club's Finances, invoice and the super admin have figures. They have no password: nobody
 * signs in as them.
 */
const onlineGolfers = [
  ['Lukas', 'Meier', 'de'],
  ['Céline', 'Girard', 'fr'],
  ['Thomas', 'Baumann', 'de'],
  ['Giulia', 'Rossi', 'en'],
  ['Martin', 'Steiner', 'de'],
  ['Julie', 'Morel', 'fr'],
] as const;

async function seedOnlineGolfers(db: Db): Promise<{ id: string; language: string }[]> {
  const rows = onlineGolfers.map(([firstName, lastName, language]) => ({
    id: crypto.randomUUID(),
    name: `${firstName} ${lastName}`,
    email: `${firstName}.${lastName}@example.ch`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    emailVerified: true,
    firstName,
    lastName,
    preferredLanguage: language,
  }));
  await db.insert(profiles).values(rows).onConflictDoNothing({ target: profiles.email });
  return db
    .select({ id: profiles.id, language: sql<string>`coalesce(${profiles.preferredLanguage}, 'en')` })
    .from(profiles)
    .where(
      inArray(
        profiles.email,
        rows.map((row) => row.email),
      ),
    )
    .orderBy(profiles.email);
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

/** One club's tee times of one day, priced as the club's list prices them. */
function teeTimesOfDay(club: DemoClub, clubId: string, date: string): (typeof teeTimes.$inferInsert)[] {
  const weekend = isWeekend(date);
  const rows: (typeof teeTimes.$inferInsert)[] = [];
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
      isWeekend: weekend,
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
  return rows;
}

/**
 * Ten thousand rows a statement, sent as one JSON parameter: through Drizzle's insert (a parameter per column
 * and row) the demo's 74,000 times took 15.5 s on PGlite, 8 s of it building the queries; this way 4.5 s (0063).
 */
async function insertTeeTimes(db: Db, rows: (typeof teeTimes.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 10000) {
    await db.execute(sql`
      insert into tee_times (golf_club_id, date, time, hole_count, original_price, discounted_price, is_surprise_deal)
      select "golfClubId", "date", "time", "holeCount", "originalPrice", "discountedPrice", "isSurpriseDeal"
      from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 10000))}::jsonb) as row("golfClubId" uuid,
        "date" date, "time" time, "holeCount" integer, "originalPrice" numeric, "discountedPrice" numeric,
        "isSurpriseDeal" boolean)
      on conflict do nothing`);
  }
}

async function seedTeeTimes(db: Db, clubIds: Map<string, string>, today: string, golfers: DemoGolfer[]) {
  const lastDate = addDays(today, DEMO_DAYS - 1);
  const covered = await db
    .selectDistinct({ clubId: teeTimes.golfClubId, date: teeTimes.date })
    .from(teeTimes)
    .where(gte(teeTimes.date, today));
  const hasDay = new Set(covered.map((row) => `${row.clubId}/${row.date}`));
  const rows = demoClubs.flatMap((club) => {
    const clubId = clubIds.get(club.slug)!;
    return Array.from({ length: DEMO_DAYS }, (_, day) => addDays(today, day))
      .filter((date) => !hasDay.has(`${clubId}/${date}`))
      .flatMap((date) => teeTimesOfDay(club, clubId, date));
  });
  await insertTeeTimes(db, rows);
  if (rows.length > 0) await seedBookings(db, today, lastDate, golfers, today);
}

/**
 * The demo admin's club also has the rounds of the previous month and of this month so far, played, paid at
 * the desk or marked no-shows, so that its Finances add up a month and its invoice has a finished month to
 * bill. Once: a club with earlier tee times has its history.
 */
async function seedAdminClubHistory(db: Db, clubIds: Map<string, string>, today: string, golfers: DemoGolfer[]) {
  const clubId = clubIds.get(adminClub.slug)!;
  const [earlier] = await db
    .select({ id: teeTimes.id })
    .from(teeTimes)
    .where(and(eq(teeTimes.golfClubId, clubId), lt(teeTimes.date, today)))
    .limit(1);
  if (earlier) return;
  const firstDate = `${shiftMonth(today.slice(0, 7), -1)}-01`;
  const dates: string[] = [];
  for (let date = firstDate; date < today; date = addDays(date, 1)) dates.push(date);
  await insertTeeTimes(
    db,
    dates.flatMap((date) => teeTimesOfDay(adminClub, clubId, date)),
  );
  await seedBookings(db, firstDate, addDays(today, -1), golfers, today);
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

type DemoGolfer = { id: string; language: string };

/**
 * Bookings on about one tee time in six, so that some times are fully booked and a desk's day sheet has names
 * on it: two in five by golfers online paying at the club, the others taken by the clubs' desks for phone and
 * walk-in golfers (each with a phone number, some guests named). Rounds still to come are confirmed with the
 * money due at the club; rounds played before yesterday were marked played and paid at the desk, or (one in
 * fifteen) a no-show; yesterday's wait for the desk.
 */
async function seedBookings(db: Db, firstDate: string, lastDate: string, golfers: DemoGolfer[], today: string) {
  const candidates = await db
    .select({
      id: teeTimes.id,
      date: teeTimes.date,
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
      const rows = batch.map((teeTime) => {
        const pick = Math.floor(teeTime.roll * 1000);
        const online = pick % 5 < 2;
        const [name, phone] = deskGolfers[pick % deskGolfers.length]!;
        const golfer = golfers[pick % golfers.length]!;
        const played = teeTime.date < addDays(today, -1);
        const noShow = played && pick % 15 === 0;
        const roundEvening = zurichInstant(teeTime.date, '20:00');
        return {
          teeTimeId: teeTime.id,
          source: online ? ('online' as const) : ('desk' as const),
          userId: online ? golfer.id : null,
          language: online ? golfer.language : 'de',
          contactName: online ? null : name,
          contactPhone: online ? null : phone,
          guests: Array.from({ length: teeTime.players - 1 }, (_, place) => ({
            name: deskGuests[(Math.floor(teeTime.roll * 10000) + place) % deskGuests.length] ?? null,
          })),
          playerCount: teeTime.players,
          status: noShow ? ('no_show' as const) : played ? ('completed' as const) : ('confirmed' as const),
          outcomeAt: played ? roundEvening : null,
          pricePerPlayer: teeTime.price,
          totalPrice: Math.round(teeTime.price * 100 * teeTime.players) / 100,
          createdAt: zurichInstant(addDays(teeTime.date, -1 - (pick % 6)), '12:00'),
        };
      });
      // The batch's bookings and their payments in one statement, the rows as one JSON parameter (0063).
      await tx.execute(sql`
        with booked as (
          insert into bookings (tee_time_id, source, user_id, language, contact_name, contact_phone, guests,
            player_count, status, outcome_at, price_per_player, total_price, created_at)
          select "teeTimeId", "source", "userId", "language", "contactName", "contactPhone", "guests",
            "playerCount", "status", "outcomeAt", "pricePerPlayer", "totalPrice", "createdAt"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row("teeTimeId" uuid, "source" text,
            "userId" text, "language" text, "contactName" text, "contactPhone" text, "guests" jsonb,
            "playerCount" integer, "status" text, "outcomeAt" timestamptz, "pricePerPlayer" numeric,
            "totalPrice" numeric, "createdAt" timestamptz)
          returning id, total_price, status
        )
        insert into payments (booking_id, provider, status, amount)
        select id, 'club', case when status = 'completed' then 'succeeded' else 'pending' end, total_price
        from booked`);
      await tx.execute(sql`
        update tee_times set booked_players = booked.players
        from (select tee_time_id, sum(player_count)::int as players from bookings
              where tee_time_id in ${batch.map((teeTime) => teeTime.id)} and status in ('confirmed', 'completed')
              group by tee_time_id) as booked
        where tee_times.id = booked.tee_time_id`);
    });
  }
}
