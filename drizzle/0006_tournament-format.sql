-- One format object per tournament (src/games: the game's formatShape), carrying the Klammern columns it replaces.
ALTER TABLE "tournaments" ADD COLUMN "format" jsonb;--> statement-breakpoint
UPDATE "tournaments" SET "format" = jsonb_build_object(
  'matchFormat', "match_format",
  'scheduleType', "schedule_type",
  'matchPoints', "match_points",
  'byeScore', "bye_score",
  'tiebreaks', "tiebreaks"
);--> statement-breakpoint
ALTER TABLE "tournaments" ALTER COLUMN "format" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "match_format";--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "schedule_type";--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "match_points";--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "bye_score";--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "tiebreaks";
