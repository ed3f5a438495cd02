CREATE TABLE "booking_event_horizons" (
	"golf_club_id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" "xid8" NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_event_horizons" ADD CONSTRAINT "booking_event_horizons_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_created_idx" ON "booking_events" USING btree ("created_at");