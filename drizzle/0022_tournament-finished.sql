ALTER TABLE "tournaments" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tournaments" SET "finished_at" = "updated_at" WHERE "status" = 'finished';
