-- Each entrant's table result beside its seat in the round (points, and the outcome of an adjusted table),
-- instead of a North/South and an East/West column on the table.
ALTER TABLE "round_entrants" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "round_entrants" ADD COLUMN "outcome" text;--> statement-breakpoint
UPDATE "round_entrants" re SET
  "points" = CASE WHEN s."position" = 0 THEN m."ns_points" ELSE m."ew_points" END,
  "outcome" = CASE WHEN m."adjusted" IS NULL THEN NULL
    WHEN s."position" = 0 THEN m."adjusted"->>'nsOutcome' ELSE m."adjusted"->>'ewOutcome' END
  FROM "matches" m, "table_seats" s
  WHERE re."match_id" = m."id" AND s."match_id" = m."id" AND s."entrant_id" = re."entrant_id" AND s."position" IN (0, 1);--> statement-breakpoint
UPDATE "matches" SET "adjusted" = jsonb_build_object('reason', "adjusted"->'reason') WHERE "adjusted" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "ns_points";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "ew_points";
