// What a game adds to the captain's view of a table (captain-tables.ts holds one function per game).
import type { Queryable } from "../../db";
import type { deals, matches } from "../../db/schema";
import type { Tournament } from "../_shared/tournament-format";
import type { withSides } from "../rounds/table-seats";

/** The table as the service read it: its tournament, the match with its sides, and its deals in order. */
export interface CaptainTableInput {
  tournament: Tournament;
  match: Awaited<ReturnType<typeof withSides<typeof matches.$inferSelect>>>[number];
  deals: (typeof deals.$inferSelect)[];
}

export type CaptainTable<Part> = (db: Queryable, table: CaptainTableInput) => Promise<Part>;
