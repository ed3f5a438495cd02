CREATE TABLE "tee_sheet_changes" (
	"transaction_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"golf_club_id" uuid NOT NULL,
	"date" date,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tee_sheet_changes_transaction_idx" ON "tee_sheet_changes" USING btree ("transaction_id");--> statement-breakpoint
CREATE FUNCTION "tee_sheet_changed_times"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tee_sheet_changes" ("golf_club_id", "date") SELECT DISTINCT "golf_club_id", "date" FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "tee_sheet_changes" ("golf_club_id", "date")
      SELECT "golf_club_id", "date" FROM "old_rows" UNION SELECT "golf_club_id", "date" FROM "new_rows";
  ELSE
    INSERT INTO "tee_sheet_changes" ("golf_club_id", "date") SELECT DISTINCT "golf_club_id", "date" FROM "old_rows";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tee_times_inserted" AFTER INSERT ON "tee_times" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tee_sheet_changed_times"();
--> statement-breakpoint
CREATE TRIGGER "tee_times_updated" AFTER UPDATE ON "tee_times" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tee_sheet_changed_times"();
--> statement-breakpoint
CREATE TRIGGER "tee_times_deleted" AFTER DELETE ON "tee_times" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tee_sheet_changed_times"();
--> statement-breakpoint
-- A club's name, place, picture or booking rules belong to every day of its sheet: no date.
CREATE FUNCTION "tee_sheet_changed_club"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tee_sheet_changes" ("golf_club_id") VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "golf_clubs_changed" AFTER INSERT OR UPDATE OR DELETE ON "golf_clubs"
  FOR EACH ROW EXECUTE FUNCTION "tee_sheet_changed_club"();
--> statement-breakpoint
CREATE FUNCTION "tee_sheet_changed_club_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tee_sheet_changes" ("golf_club_id")
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."golf_club_id" ELSE NEW."golf_club_id" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "club_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "club_settings"
  FOR EACH ROW EXECUTE FUNCTION "tee_sheet_changed_club_settings"();
