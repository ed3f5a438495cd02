CREATE TABLE "club_daily_sheet_mails" (
	"golf_club_id" uuid NOT NULL,
	"date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_daily_sheet_mails_golf_club_id_date_pk" PRIMARY KEY("golf_club_id","date")
);
--> statement-breakpoint
CREATE TABLE "golf_club_association_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"named_club_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mystery_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mystery_regions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "mail_on_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "mail_on_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "mail_daily_sheet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "mail_to" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "mail_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_daily_sheet_mails" ADD CONSTRAINT "club_daily_sheet_mails_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_club_association_requests" ADD CONSTRAINT "golf_club_association_requests_club_id_golf_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_club_association_requests" ADD CONSTRAINT "golf_club_association_requests_named_club_id_golf_clubs_id_fk" FOREIGN KEY ("named_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golf_club_association_requests_pair_key" ON "golf_club_association_requests" USING btree ("club_id","named_club_id");--> statement-breakpoint
CREATE INDEX "golf_club_association_requests_named_idx" ON "golf_club_association_requests" USING btree ("named_club_id");--> statement-breakpoint
-- The platform's regions, whose names ship with the product (locales: regions.<key>).
INSERT INTO "mystery_regions" ("key") VALUES ('Zurich & Eastern Switzerland'), ('Central Switzerland'), ('Bern & Mittelland'), ('Northwestern Switzerland'), ('Lake Geneva & Romandy'), ('Valais'), ('Ticino'), ('Graubünden') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A region a club typed under one of those names, in any language or case, is that region ("Zürich & Ostschweiz").
UPDATE "golf_club_associations" SET "region" = btrim("region") WHERE "region" <> btrim("region");--> statement-breakpoint
UPDATE "golf_club_associations" a SET "region" = n."key" FROM (VALUES ('Zurich & Eastern Switzerland', 'Zurich & Eastern Switzerland'), ('Central Switzerland', 'Central Switzerland'), ('Bern & Mittelland', 'Bern & Mittelland'), ('Northwestern Switzerland', 'Northwestern Switzerland'), ('Lake Geneva & Romandy', 'Lake Geneva & Romandy'), ('Valais', 'Valais'), ('Ticino', 'Ticino'), ('Graubünden', 'Graubünden'), ('Zürich & Ostschweiz', 'Zurich & Eastern Switzerland'), ('Zurich & Suisse orientale', 'Zurich & Eastern Switzerland'), ('Zentralschweiz', 'Central Switzerland'), ('Suisse centrale', 'Central Switzerland'), ('Berne & Mittelland', 'Bern & Mittelland'), ('Nordwestschweiz', 'Northwestern Switzerland'), ('Suisse du Nord-Ouest', 'Northwestern Switzerland'), ('Genfersee & Romandie', 'Lake Geneva & Romandy'), ('Léman & Romandie', 'Lake Geneva & Romandy'), ('Wallis', 'Valais'), ('Tessin', 'Ticino'), ('Grisons', 'Graubünden')) AS n("name", "key") WHERE lower(a."region") = lower(n."name") AND a."region" <> n."key";--> statement-breakpoint
-- Any other region a club typed joins the list under its name, so that no club loses its region; a super admin renames or retires it.
INSERT INTO "mystery_regions" ("key") SELECT DISTINCT "region" FROM "golf_club_associations" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The clubs named before were never asked: their answer is awaited, and until then no deal names them.
INSERT INTO "golf_club_association_requests" ("club_id", "named_club_id") SELECT DISTINCT a."main_club_id", g."id" FROM "golf_club_associations" a CROSS JOIN LATERAL unnest(a."associated_club_ids") AS n("id") JOIN "golf_clubs" g ON g."id" = n."id" WHERE g."id" <> a."main_club_id" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "golf_club_associations" ADD CONSTRAINT "golf_club_associations_region_mystery_regions_key_fk" FOREIGN KEY ("region") REFERENCES "public"."mystery_regions"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_club_associations_region_idx" ON "golf_club_associations" USING btree ("region");--> statement-breakpoint
ALTER TABLE "golf_club_associations" DROP COLUMN "associated_club_ids";