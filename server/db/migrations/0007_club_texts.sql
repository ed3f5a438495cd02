CREATE TABLE "golf_club_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"golf_club_id" uuid NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_club_texts" ADD CONSTRAINT "golf_club_texts_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golf_club_texts_club_field_language_key" ON "golf_club_texts" USING btree ("golf_club_id","field","language");--> statement-breakpoint
-- hand-written:
-- A club's one description becomes its English text (English is every golfer's fallback, so all see it as before),
-- before the column goes.
INSERT INTO "golf_club_texts" ("golf_club_id", "field", "language", "value") SELECT "id", 'description', 'en', btrim("description") FROM "golf_clubs" WHERE coalesce(btrim("description"), '') <> '';--> statement-breakpoint
ALTER TABLE "golf_clubs" DROP COLUMN "description";