ALTER TABLE "tee_times" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tee_times" ADD COLUMN "places_elsewhere" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tee_times_club_external_key" ON "tee_times" USING btree ("golf_club_id","external_id") WHERE "tee_times"."external_id" is not null;