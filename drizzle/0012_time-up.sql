-- Doppelkopf time up: the organizer may start a round's clock after publication, and a table records when its
-- outstanding normal games were struck (TSR 8.5.1), so the Pflichtsoli after it are played as Vorführungen.
ALTER TABLE "matches" ADD COLUMN "struck_after" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "clock_started_at" timestamp with time zone;