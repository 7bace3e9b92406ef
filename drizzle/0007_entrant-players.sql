-- Entrants with their players in rows of their own: one for a Doppelkopf player, two for a Klammern pair.
CREATE TABLE "entrant_players" (
	"entrant_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"member_id" uuid,
	"guest_name" text,
	CONSTRAINT "entrant_players_pk" PRIMARY KEY("entrant_id","position"),
	CONSTRAINT "entrant_players_member_or_guest" CHECK (("entrant_players"."member_id" is null) <> ("entrant_players"."guest_name" is null)),
	CONSTRAINT "entrant_players_position" CHECK ("entrant_players"."position" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "entrants" DROP CONSTRAINT "entrants_player1";--> statement-breakpoint
ALTER TABLE "entrants" DROP CONSTRAINT "entrants_player2";--> statement-breakpoint
ALTER TABLE "entrants" DROP CONSTRAINT "entrants_player1_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "entrants" DROP CONSTRAINT "entrants_player2_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "entrant_players" ADD CONSTRAINT "entrant_players_entrant_id_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrant_players" ADD CONSTRAINT "entrant_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrant_players" ADD CONSTRAINT "entrant_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entrant_players_member_once" ON "entrant_players" USING btree ("tournament_id","member_id") WHERE "entrant_players"."member_id" is not null;--> statement-breakpoint
-- Each pair's two players become rows of their own (position 1 and 2), members and guests as they were.
INSERT INTO "entrant_players" ("entrant_id", "tournament_id", "position", "member_id", "guest_name")
  SELECT "id", "tournament_id", 1, "player1_member_id", "player1_guest" FROM "entrants"
  UNION ALL
  SELECT "id", "tournament_id", 2, "player2_member_id", "player2_guest" FROM "entrants";--> statement-breakpoint
ALTER TABLE "entrants" DROP COLUMN "player1_member_id";--> statement-breakpoint
ALTER TABLE "entrants" DROP COLUMN "player1_guest";--> statement-breakpoint
ALTER TABLE "entrants" DROP COLUMN "player2_member_id";--> statement-breakpoint
ALTER TABLE "entrants" DROP COLUMN "player2_guest";