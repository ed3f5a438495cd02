CREATE TABLE "calendar_blocks" (
	"tee_time_id" uuid PRIMARY KEY NOT NULL,
	"golf_club_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"golf_club_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_at" timestamp with time zone,
	"problem_code" text,
	"problem" text,
	"last_read" jsonb
);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_tee_time_id_tee_times_id_fk" FOREIGN KEY ("tee_time_id") REFERENCES "public"."tee_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_golf_club_id_golf_clubs_id_fk" FOREIGN KEY ("golf_club_id") REFERENCES "public"."golf_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_user_id_profiles_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_blocks_club_idx" ON "calendar_blocks" USING btree ("golf_club_id");