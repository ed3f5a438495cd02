ALTER TABLE "calendar_feeds" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A tee time created, or moved to another day or start, may lie in an event of the club's calendar: the calendar
-- is read at the job's next run (a minute), not a quarter hour later. The calendar's own blocks change neither.
CREATE FUNCTION "calendar_feed_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most databases' clubs have no calendar: a bulk insert of tee times then costs one look.
  IF NOT EXISTS (SELECT 1 FROM "calendar_feeds") THEN
    RETURN NULL;
  ELSIF TG_LEVEL = 'STATEMENT' THEN
    UPDATE "calendar_feeds" SET "due_at" = 'epoch'
      WHERE "golf_club_id" IN (SELECT DISTINCT "golf_club_id" FROM "new_rows") AND "due_at" > 'epoch';
  ELSE
    UPDATE "calendar_feeds" SET "due_at" = 'epoch' WHERE "golf_club_id" = NEW."golf_club_id" AND "due_at" > 'epoch';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tee_times_calendar_inserted" AFTER INSERT ON "tee_times" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_feed_due"();
--> statement-breakpoint
CREATE TRIGGER "tee_times_calendar_moved" AFTER UPDATE OF "date", "time" ON "tee_times"
  FOR EACH ROW WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."time" IS DISTINCT FROM NEW."time")
  EXECUTE FUNCTION "calendar_feed_due"();
