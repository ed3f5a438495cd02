ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "desk_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "source" = 'desk' WHERE "user_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."booking_id" = "bookings"."id");
