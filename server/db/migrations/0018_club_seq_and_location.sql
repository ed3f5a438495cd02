ALTER TABLE "golf_clubs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "golf_clubs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "golf_clubs" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "golf_clubs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "golf_clubs" ADD CONSTRAINT "golf_clubs_seq_unique" UNIQUE("seq");