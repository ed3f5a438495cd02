CREATE TABLE "booking_events" (
	"position" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"golf_club_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"booking" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_position" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"golf_club_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_position_booking_events_position_fk" FOREIGN KEY ("event_position") REFERENCES "public"."booking_events"("position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_profiles_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_club_idx" ON "booking_events" USING btree ("golf_club_id","transaction_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_events_booking_key" ON "booking_events" USING btree ("booking_id","sequence");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","event_position");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_club_idx" ON "webhook_endpoints" USING btree ("golf_club_id");--> statement-breakpoint
-- Every change of a booking its club's software hears of, in the change's transaction, with a delivery to each
-- of the club's webhook endpoints. Changes only of notes, contact details or timestamps are no events.
CREATE FUNCTION "booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  club uuid;
  event bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    kind := 'booking.created';
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" <> 'pending' THEN
    kind := 'booking.' || NEW."status";
  ELSIF NEW."tee_time_id" IS DISTINCT FROM OLD."tee_time_id" THEN
    kind := 'booking.moved';
  ELSIF NEW."player_count" IS DISTINCT FROM OLD."player_count" OR NEW."guests" IS DISTINCT FROM OLD."guests" THEN
    kind := 'booking.changed';
  ELSIF NEW."checked_in_at" IS DISTINCT FROM OLD."checked_in_at" THEN
    kind := CASE WHEN NEW."checked_in_at" IS NULL THEN 'booking.check_in_undone' ELSE 'booking.checked_in' END;
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO "booking_events" ("golf_club_id", "booking_id", "sequence", "type", "booking")
    SELECT t."golf_club_id", NEW."id",
      coalesce((SELECT max(e."sequence") FROM "booking_events" e WHERE e."booking_id" = NEW."id"), 0) + 1, kind,
      jsonb_build_object(
        'id', NEW."id", 'status', NEW."status", 'source', NEW."source", 'playerCount', NEW."player_count",
        'pricePerPlayer', NEW."price_per_player", 'totalPrice', NEW."total_price", 'isMystery', NEW."is_mystery",
        'golfer', coalesce(p."name", NEW."contact_name"),
        'guests', (SELECT coalesce(jsonb_agg(g -> 'name'), '[]'::jsonb) FROM jsonb_array_elements(NEW."guests") g),
        'checkedInAt', NEW."checked_in_at",
        'teeTime', jsonb_build_object('id', t."id", 'externalId', t."external_id",
          'date', to_char(t."date", 'YYYY-MM-DD'), 'time', to_char(t."time", 'HH24:MI'), 'holeCount', t."hole_count"))
    FROM "tee_times" t LEFT JOIN "profiles" p ON p."id" = NEW."user_id"
    WHERE t."id" = NEW."tee_time_id"
    RETURNING "position", "golf_club_id" INTO event, club;
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event_position")
    SELECT w."id", event FROM "webhook_endpoints" w WHERE w."golf_club_id" = club AND w."removed_at" IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_event" AFTER INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_event"();
