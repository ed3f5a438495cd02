CREATE TABLE "rate_limit_windows" (
	"budget" text NOT NULL,
	"key_hash" text NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_budget_key_hash_pk" PRIMARY KEY("budget","key_hash")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_idx" ON "rate_limit_windows" USING btree ("ends_at");