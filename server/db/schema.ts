import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_BOOKING_RULES, DEFAULT_CANCELLATION_HOURS } from '../domain/booking-policy';
import { BOOKING_EVENT_TYPES } from '../../contract/booking-events';
import { CALENDAR_PROBLEMS, type CalendarRead } from '../../contract/calendar-feeds';
import { GUEST_EMAIL_DOMAIN } from '../../contract/guest';
import { notificationTypes } from '../../contract/notifications';
import type { PartnerScope } from '../../contract/partner-keys';
import { playerProofs, type BookingGuest, type PlayerDetails } from '../../contract/players';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/** A handicap index: one decimal, a plus handicap negative. */
const handicap = (name: string) => numeric(name, { precision: 3, scale: 1, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Accounts. Better Auth's user model is stored as `profiles`, so a profile's id is the auth user id.

export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    profileImageUrl: text('profile_image_url'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    preferredLanguage: text('preferred_language'),
    /** The golfer's own handicap index and Swiss Golf number, as last given: a booking form starts with them. */
    handicapIndex: handicap('handicap_index'),
    swissGolfNumber: text('swiss_golf_number'),
    /** The version of the terms and the privacy policy accepted at sign-up, and when (null: never asked, e.g. a guest). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Housekeeping looks for abandoned guest accounts every minute: among the guests only, not every account.
  (table) => [
    index('profiles_guest_idx')
      .on(table.id)
      .where(sql.raw(`${table.email.name} like '%@${GUEST_EMAIL_DOMAIN}'`)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('verifications_identifier_idx').on(table.identifier),
    index('verifications_expires_idx').on(table.expiresAt),
  ],
);

export const superAdmins = pgTable('super_admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// ---- Clubs

export const golfClubs = pgTable(
  'golf_clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('Switzerland'),
    canton: text('canton').notNull(),
    address: text('address'),
    imageUrl: text('image_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    weekdayStandardPrice: money('weekday_standard_price').notNull(),
    weekdayDiscount: integer('weekday_discount').notNull().default(0),
    /** Where the course lies (WGS84 degrees), for the search map; null until known. */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** A small number of its own, never reused: a page cursor names the clubs a golfer has seen by it. */
    seq: integer('seq').notNull().unique().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index('golf_clubs_canton_idx').on(table.canton),
    index('golf_clubs_featured_idx').on(table.isFeatured),
    index('golf_clubs_name_idx').on(table.name),
  ],
);

/** A club's own texts for golfers (description, directions, notes), one row per field and language; shown only on that club's page. */
export const golfClubTexts = pgTable(
  'golf_club_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    language: text('language').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('golf_club_texts_club_field_language_key').on(table.golfClubId, table.field, table.language)],
);

export const golfClubAdmins = pgTable(
  'golf_club_admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('golf_club_admins_user_club_key').on(table.userId, table.golfClubId),
    index('golf_club_admins_club_idx').on(table.golfClubId),
  ],
);

/**
 * An invitation to become an admin of a club: nobody becomes one until the owner of the address accepts it.
 * The link's token is stored only as its SHA-256 hash.
 */
export const clubAdminInvitations = pgTable(
  'club_admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    /** In lower case. */
    email: text('email').notNull(),
    invitedByUserId: text('invited_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('club_admin_invitations_club_idx').on(table.golfClubId, table.createdAt)],
);

/** Keys a club's own tee-sheet software calls the partner API with (contract/partner-keys.ts): only their hash is kept. */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the whole key, in hex. */
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters, shown to tell keys apart. */
    start: text('start').notNull(),
    scopes: text('scopes').array().$type<PartnerScope[]>().notNull(),
    createdByUserId: text('created_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_keys_club_idx').on(table.golfClubId, table.createdAt)],
);

export const favoriteGolfClubs = pgTable(
  'favorite_golf_clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('favorite_golf_clubs_user_club_key').on(table.userId, table.golfClubId)],
);

/**
 * The regions mystery deals are grouped in: a fixed list that super admins keep. A region's names are the
 * platform texts `regions.<key>` (docs/decisions/0040-mystery-regions-and-consent.md).
 */
export const mysteryRegions = pgTable('mystery_regions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Never changes: links (`?region=`), the texts' key and every club's choice name the region by it. */
  key: text('key').notNull().unique(),
  createdAt: createdAt(),
});

/** The mystery region a club chose from the list; a region that clubs are in cannot be deleted. */
export const golfClubAssociations = pgTable(
  'golf_club_associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainClubId: uuid('main_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    region: text('region')
      .notNull()
      .references(() => mysteryRegions.key, { onDelete: 'restrict' }),
  },
  (table) => [
    uniqueIndex('golf_club_associations_main_club_key').on(table.mainClubId),
    index('golf_club_associations_region_idx').on(table.region),
  ],
);

export const associationStatuses = ['pending', 'accepted', 'declined'] as const;

/**
 * A club's wish to name another club next to it in its mystery deals, and that club's answer: only an accepted
 * one is named. The named club can decline, or withdraw its consent later (declined again); the naming club
 * withdraws by deleting its wish.
 */
export const golfClubAssociationRequests = pgTable(
  'golf_club_association_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    namedClubId: uuid('named_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: associationStatuses }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('golf_club_association_requests_pair_key').on(table.clubId, table.namedClubId),
    index('golf_club_association_requests_named_idx').on(table.namedClubId),
  ],
);

export const clubSettings = pgTable('club_settings', {
  golfClubId: uuid('golf_club_id')
    .primaryKey()
    .references(() => golfClubs.id, { onDelete: 'cascade' }),
  cancellationHours: integer('cancellation_hours').notNull().default(DEFAULT_CANCELLATION_HOURS),
  bookingWindowDays: integer('booking_window_days').notNull().default(DEFAULT_BOOKING_RULES.bookingWindowDays),
  maxPlayersPerBooking: integer('max_players_per_booking')
    .notNull()
    .default(DEFAULT_BOOKING_RULES.maxPlayersPerBooking),
  /** Booking closes this many minutes before a round starts. */
  minLeadMinutes: integer('min_lead_minutes').notNull().default(DEFAULT_BOOKING_RULES.minLeadMinutes),
  mysteryDealsAllowed: boolean('mystery_deals_allowed').notNull().default(true),
  /** Mails to the club: each new booking, each cancellation by a golfer, and tomorrow's sheet every evening. */
  mailOnBooking: boolean('mail_on_booking').notNull().default(false),
  mailOnCancellation: boolean('mail_on_cancellation').notNull().default(false),
  mailDailySheet: boolean('mail_daily_sheet').notNull().default(false),
  /** Where they go: null, to every admin of the club in their own language; else to this address, in `mailLanguage`. */
  mailTo: text('mail_to'),
  mailLanguage: text('mail_language').notNull().default('en'),
  /** Who may play (docs/decisions/0043-who-is-playing.md): the highest handicap index, null for none. */
  handicapLimit: handicap('handicap_limit'),
  /** What each player must hold: nothing, the Platzreife, or a Swiss Golf card (its number asked). */
  playerProof: text('player_proof', { enum: playerProofs }).notNull().default('none'),
  updatedAt: updatedAt(),
});

/** Tomorrow's sheet, mailed to a club: one row per club and day, so that a run twice does not mail twice. */
export const clubDailySheetMails = pgTable(
  'club_daily_sheet_mails',
  {
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.golfClubId, table.date] })],
);

/** Prices beyond the weekday price and discount that the spec keeps on golf_clubs. */
export const clubPricing = pgTable('club_pricing', {
  golfClubId: uuid('golf_club_id')
    .primaryKey()
    .references(() => golfClubs.id, { onDelete: 'cascade' }),
  weekendPrice: money('weekend_price'),
  twilightStart: time('twilight_start'),
  twilightDiscount: integer('twilight_discount').notNull().default(0),
  updatedAt: updatedAt(),
});

export const clubPayoutAccounts = pgTable('club_payout_accounts', {
  golfClubId: uuid('golf_club_id')
    .primaryKey()
    .references(() => golfClubs.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  iban: text('iban').notNull(),
  vatNumber: text('vat_number'),
  contactName: text('contact_name').notNull().default(''),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull().default(''),
  status: text('status', { enum: ['pending', 'verified', 'rejected'] })
    .notNull()
    .default('pending'),
  updatedAt: updatedAt(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['scheduled', 'paid'] })
      .notNull()
      .default('scheduled'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payouts_club_month_key').on(table.golfClubId, table.month)],
);

// ---- Tee sheet and bookings

export const teeTimes = pgTable(
  'tee_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    holeCount: integer('hole_count').notNull().default(18),
    discountedPrice: money('discounted_price').notNull(),
    originalPrice: money('original_price').notNull(),
    isSurpriseDeal: boolean('is_surprise_deal').notNull().default(false),
    slotsAvailable: integer('slots_available').notNull().default(4),
    /** Players of confirmed, completed and unexpired pending bookings; kept in the booking transaction. */
    bookedPlayers: integer('booked_players').notNull().default(0),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Why the club closed the time (a competition, course work), as the golfers it affected were told. */
    blockReason: text('block_reason'),
    /**
     * The time's id in the club's own tee-sheet software, when that software sends it through the partner API
     * (unique per club); null for a time made in our screens.
     */
    externalId: text('external_id'),
    /**
     * Places of the time the club's software reports sold in its own channels (its desk, its site). They are
     * not in `slots_available`, which is what we may sell: the time has slots_available + places_elsewhere.
     */
    placesElsewhere: integer('places_elsewhere').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tee_times_club_date_time_key').on(table.golfClubId, table.date, table.time),
    uniqueIndex('tee_times_club_external_key')
      .on(table.golfClubId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('tee_times_date_time_idx').on(table.date, table.time),
    index('tee_times_surprise_date_idx')
      .on(table.date, table.time)
      .where(sql`${table.isSurpriseDeal}`),
  ],
);

/** A transaction's id (PostgreSQL's xid8), as text: transactions can be told apart from a snapshot's horizon. */
const transactionId = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which clubs' tee sheets of which day a transaction changed, written by triggers on tee_times (a date) and on
 * golf_clubs and club_settings (no date: every day of the club). A kept day sheet is brought up to date from
 * the rows its snapshot did not see (decision 0050); housekeeping deletes them after an hour.
 */
export const teeSheetChanges = pgTable(
  'tee_sheet_changes',
  {
    transactionId: transactionId('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    golfClubId: uuid('golf_club_id').notNull(),
    date: date('date', { mode: 'string' }),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('tee_sheet_changes_transaction_idx').on(table.transactionId)],
);

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'expired'] as const;
export const bookingSources = ['online', 'desk'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teeTimeId: uuid('tee_time_id')
      .notNull()
      .references(() => teeTimes.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    playerCount: integer('player_count').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    pricePerPlayer: money('price_per_player').notNull(),
    totalPrice: money('total_price').notNull(),
    isMystery: boolean('is_mystery').notNull().default(false),
    /** The language the golfer booked in: their mails about this booking use it. */
    language: text('language').notNull().default('en'),
    /** An unpaid pending booking holds its places until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the club recorded the round as played or a no-show: it can take that back the same day. */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** When the club last moved the booking to another time: the golfer may then cancel it free until the round. */
    movedByClubAt: timestamp('moved_by_club_at', { withTimezone: true }),
    /** `desk`: taken by the club for a phone or walk-in golfer, the club's own business (no commission). */
    source: text('source', { enum: bookingSources }).notNull().default('online'),
    /** The golfer of a desk booking, as the desk wrote them down (an online booking's golfer is its profile). */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The players besides the golfer, by place, as named by the golfer or the desk (fewer when some are unnamed). */
    guests: jsonb('guests').$type<BookingGuest[]>().notNull().default([]),
    /** The golfer's own handicap index and Swiss Golf number, where the club asked for them. */
    golferDetails: jsonb('golfer_details').$type<PlayerDetails>().notNull().default({}),
    /** The desk's note on the booking, for the club only. */
    deskNote: text('desk_note'),
    /** When the desk saw the golfer arrive on the day; taken back the same day. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bookings_tee_time_idx').on(table.teeTimeId),
    index('bookings_user_idx').on(table.userId, table.createdAt),
    index('bookings_pending_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Every change of a booking its club's software hears of, written by a trigger on `bookings` in the change's
 * own transaction (migration 0022), so that no path that changes a booking can leave one out. `booking` is the
 * booking as it stood after the change. The pull endpoint reads them in the order of their transactions.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    position: bigint('position', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: transactionId('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull(),
    /** 1, 2, 3, ... for the events of one booking: the order to apply them in. */
    sequence: integer('sequence').notNull(),
    type: text('type', { enum: BOOKING_EVENT_TYPES }).notNull(),
    booking: jsonb('booking').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('booking_events_club_idx').on(table.golfClubId, table.transactionId, table.position),
    uniqueIndex('booking_events_booking_key').on(table.bookingId, table.sequence),
    index('booking_events_created_idx').on(table.createdAt),
  ],
);

/**
 * A club's newest booking event that housekeeping has forgotten (BOOKING_EVENT_RETENTION_DAYS): a pull cursor
 * before it may have missed events that are gone, and is refused as expired.
 */
export const bookingEventHorizons = pgTable('booking_event_horizons', {
  golfClubId: uuid('golf_club_id')
    .primaryKey()
    .references(() => golfClubs.id, { onDelete: 'cascade' }),
  transactionId: transactionId('transaction_id').notNull(),
  position: bigint('position', { mode: 'number' }).notNull(),
});

/** Where a club's software hears of its bookings: an HTTPS address and the secret its events are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The signing secret (whsec_…): kept as it is, since every delivery is signed with it. */
    secret: text('secret').notNull(),
    createdByUserId: text('created_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_club_idx').on(table.golfClubId)],
);

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/** One booking event to one endpoint: tried until the endpoint answers 2xx, with backoff, then given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventPosition: bigint('event_position', { mode: 'number' })
      .notNull()
      .references(() => bookingEvents.position, { onDelete: 'cascade' }),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process sending it holds it until then (another takes it over after). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The endpoint's last HTTP status, or null when it could not be reached (lastError says why). */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.eventPosition),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // Housekeeping forgets the finished ones after WEBHOOK_DELIVERY_LOG_DAYS.
    index('webhook_deliveries_finished_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'pending'`),
  ],
);

/**
 * A club's calendar of blocked times (iCalendar), read every CALENDAR_REFRESH_MINUTES: the tee times inside its
 * events are blocked. One per club.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  golfClubId: uuid('golf_club_id')
    .primaryKey()
    .references(() => golfClubs.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  createdByUserId: text('created_by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** The last attempt to read it, and why it failed (null: it was read). */
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  /**
   * When it is read next: a quarter hour after the last attempt, or at once (the epoch) once a tee time of the
   * club is created or moved (trigger `calendar_feed_due`, migration 0024): an event may hold it.
   */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  problemCode: text('problem_code', { enum: CALENDAR_PROBLEMS }),
  problem: text('problem'),
  /** What the last successful read did, as the club area shows it. */
  lastRead: jsonb('last_read').$type<CalendarRead>(),
});

/**
 * The tee times a club's calendar blocked, and for which occurrence of which event: only these are reopened when
 * their event goes. A row whose time is open again was reopened by the club, and stays open while the event stands.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    teeTimeId: uuid('tee_time_id')
      .primaryKey()
      .references(() => teeTimes.id, { onDelete: 'cascade' }),
    golfClubId: uuid('golf_club_id')
      .notNull()
      .references(() => golfClubs.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    /** The reason the block was given (the event's title): a block whose reason the club changed is the club's. */
    reason: text('reason').notNull(),
  },
  (table) => [index('calendar_blocks_club_idx').on(table.golfClubId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['club', 'stripe'] }).notNull(),
    /** Stripe: the checkout session of a charge, the refund id of a refund. */
    providerReference: text('provider_reference'),
    /** Stripe: the payment intent that took the money, which a refund gives back. */
    providerChargeId: text('provider_charge_id'),
    kind: text('kind', { enum: ['charge', 'refund'] })
      .notNull()
      .default('charge'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('CHF'),
    /** Pay at the club: `pending` is due at the club, `cancelled` when the booking was cancelled for free. */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    uniqueIndex('payments_one_per_kind_key').on(table.bookingId, table.kind),
  ],
);

/** Webhook events already applied, so that each provider event changes money once. */
export const paymentEvents = pgTable('payment_events', {
  providerEventId: text('provider_event_id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A surprise tee time offered as a mystery deal, decided once when it is first offered: the window, the
 * clubs it names, its price and terms. `id` sets the window and never leaves the server; golfers know the
 * deal by `publicId`, a random token.
 */
export const mysteryDealInstances = pgTable('mystery_deal_instances', {
  id: uuid('id').primaryKey().defaultRandom(),
  publicId: text('public_id').notNull().unique(),
  teeTimeId: uuid('tee_time_id')
    .notNull()
    .unique()
    .references(() => teeTimes.id, { onDelete: 'cascade' }),
  randomizedClubNames: text('randomized_club_names').array().notNull(),
  /**
   * The deal's club and the two others it names; the deal is offered only while each of them could be the
   * one. A deal the draw withheld names its club alone and is never offered.
   */
  candidateClubIds: uuid('candidate_club_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  selectedMinute: integer('selected_minute').notNull(),
  windowStartMinutes: integer('window_start_minutes').notNull(),
  /** Per player: a share of `usualPriceFrom`, the same whichever of the clubs it is. */
  price: money('price').notNull(),
  /** The lowest list price of such a round among the named clubs. */
  usualPriceFrom: money('usual_price_from').notNull(),
  /** The fewest players per booking any of the named clubs allows, at most the tee time's places. */
  maxPlayers: integer('max_players').notNull(),
  /** Free cancellation until this many hours before the window: the longest notice any of the named clubs asks. */
  cancellationHours: integer('cancellation_hours').notNull(),
  createdAt: createdAt(),
});

// ---- Platform

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    /** The booking it is about: each booking gets each kind of notification once. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_booking_type_key').on(table.bookingId, table.type),
  ],
);

export const waitlist = pgTable('waitlist', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    value: text('value').notNull(),
    /**
     * The locale file's text this row last took (null for a text a super admin added). A value that differs
     * from it was edited by a super admin: it stays when the file changes; an unedited one follows the file.
     */
    seededValue: text('seeded_value'),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('translations_key_language_key').on(table.key, table.language)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    golfClubId: uuid('golf_club_id').references(() => golfClubs.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_club_idx').on(table.golfClubId, table.createdAt)],
);

/** Mails sent without SMTP_URL, readable by developers. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The order mails were written in: several are written in one statement, with one time. */
  position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  createdAt: createdAt(),
});

/** Uploaded images (profile pictures, club photos), kept in the database so every server process sees them. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: text('owner_user_id').references(() => profiles.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Rate limits, counted here so that every server process spends one budget: one fixed window per budget
 * (an action, such as sign-in) and key (a caller address, an e-mail address, a user), kept as an HMAC.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    budget: text('budget').notNull(),
    keyHash: text('key_hash').notNull(),
    count: integer('count').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.budget, table.keyHash] }),
    index('rate_limit_windows_ends_idx').on(table.endsAt),
  ],
);
