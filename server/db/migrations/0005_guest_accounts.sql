CREATE INDEX "profiles_guest_idx" ON "profiles" USING btree ("id") WHERE email like '%@guest.swissteetimes.invalid';--> statement-breakpoint
-- hand-written:
-- The shared beta account is retired (decision 0018): nobody can be signed in to it any more; its bookings stay
-- in the clubs' accounts without a user (bookings.user_id is set null), as when a golfer deletes an account.
DELETE FROM "idempotency_keys" WHERE "user_id" IN (SELECT "id" FROM "profiles" WHERE "email" = 'beta@swissteetimes.ch');--> statement-breakpoint
DELETE FROM "mail_outbox" WHERE "to" = 'beta@swissteetimes.ch';--> statement-breakpoint
DELETE FROM "profiles" WHERE "email" = 'beta@swissteetimes.ch';
