ALTER TABLE "bookings" ADD COLUMN "golfer_details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "handicap_limit" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "player_proof" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "handicap_index" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "swiss_golf_number" text;