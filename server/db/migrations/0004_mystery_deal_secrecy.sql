-- Instances made under the old rules named too few clubs and priced from their own club: they are made anew, except where a golfer booked one (its window keeps their terms).
DELETE FROM "mystery_deal_instances" m WHERE NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."tee_time_id" = m."tee_time_id" AND b."is_mystery");--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD COLUMN "public_id" text;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD COLUMN "candidate_club_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD COLUMN "usual_price_from" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD COLUMN "max_players" integer;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD COLUMN "cancellation_hours" integer;--> statement-breakpoint
-- The kept ones are never offered again (they name fewer than three clubs); their terms stay as they were.
UPDATE "mystery_deal_instances" m SET "public_id" = substr(md5(random()::text || m."id"::text), 1, 22), "price" = t."discounted_price", "usual_price_from" = t."original_price", "max_players" = 4,
  "cancellation_hours" = coalesce((SELECT s."cancellation_hours" FROM "club_settings" s WHERE s."golf_club_id" = t."golf_club_id"), 24)
  FROM "tee_times" t WHERE t."id" = m."tee_time_id";--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ALTER COLUMN "usual_price_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ALTER COLUMN "max_players" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ALTER COLUMN "cancellation_hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mystery_deal_instances" ADD CONSTRAINT "mystery_deal_instances_public_id_unique" UNIQUE("public_id");
