ALTER TABLE "translations" ADD COLUMN "seeded_value" text;--> statement-breakpoint
-- Every text takes its present value as the file's text it last took, except those a super admin edited (the
-- audit log has the edit of the text, or of the region it names): their value differs from the file's, so it
-- stays when the files change.
UPDATE "translations" t SET "seeded_value" = t."value"
WHERE NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE (a."entity" = 'translation' AND a."entity_id" = t."key" AND a."details"->>'language' = t."language")
     OR (a."entity" = 'mystery_region' AND t."key" = 'regions.' || a."entity_id")
);
