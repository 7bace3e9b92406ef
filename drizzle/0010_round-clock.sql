-- The Doppelkopf round clock: minutes the organizer grants a table beyond the round's time.
ALTER TABLE "matches" ADD COLUMN "extra_minutes" integer DEFAULT 0 NOT NULL;
