-- A table's seats by position (four or five), instead of a North/South and an East/West pair column.
CREATE TABLE "table_seats" (
	"match_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"entrant_id" uuid NOT NULL,
	CONSTRAINT "table_seats_pk" PRIMARY KEY("match_id","position"),
	CONSTRAINT "table_seats_position" CHECK ("table_seats"."position" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_ns_entrant_id_entrants_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_ew_entrant_id_entrants_id_fk";
--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_entrant_id_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."entrants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each Klammern table's pairs become its seats: North/South at positions 0 and 2, East/West at 1 and 3.
INSERT INTO "table_seats" ("match_id", "position", "entrant_id")
  SELECT "id", p.position, CASE WHEN p.position % 2 = 0 THEN "ns_entrant_id" ELSE "ew_entrant_id" END
  FROM "matches" CROSS JOIN (VALUES (0), (1), (2), (3)) AS p(position);--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "ns_entrant_id";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "ew_entrant_id";