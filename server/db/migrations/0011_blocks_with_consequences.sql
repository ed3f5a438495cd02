ALTER TABLE "bookings" ADD COLUMN "moved_by_club_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tee_times" ADD COLUMN "block_reason" text;