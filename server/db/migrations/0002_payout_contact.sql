ALTER TABLE "club_payout_accounts" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payout_accounts" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;