// The server half of a game (its pure half is the Game of src/games): what needs the stored data. Each game's
// folder here exports one ServerGame; src/server/games/index.ts lists them.
import type { SeasonRule } from "@/seasons";
import type { Queryable } from "../db";
import type { SeasonSubject, SeasonValueKind, StoredSeasonWindow } from "../db/schema";
import type { GameSeating } from "../services/rounds/seating/types";
import type { CaptainTable } from "../services/table-entry/captain-table-types";

export interface ServerGame<CaptainPart extends { game: string } = { game: string }> {
  /** How a round is drawn from the stored data, how two entrants of a draft are swapped, and whether later rounds
   * read the standings (then a correction flags them). */
  seating: GameSeating;
  /** What the game adds to the captain's view of a table (table.match), its discriminant `game`. */
  captainTable: CaptainTable<CaptainPart>;
  /** The demo's season of this game (npm start), if it has one. */
  demoSeason?: DemoSeasonSeed;
}

/** What a game's demo season seeds, in the caller's transaction: its evenings in the demo club and the season
 * that ranks them, and optionally a game the office corrects afterwards through the correction verb. */
export type DemoSeasonSeed = (
  db: Queryable,
  demo: {
    clubId: string;
    /** The day the demo is seeded; the evenings lie before it. */
    today: string;
    /** Adds club members by full name ("Ilse Brandt"), some with a federation number if asked. */
    addMembers(names: readonly string[], federationNumbers?: boolean): Promise<{ id: string }[]>;
    /** A seeded shuffle, so the demo is the same on every start of one database. */
    shuffled<T>(items: readonly T[]): T[];
  },
) => Promise<DemoSeason>;

export interface DemoSeason {
  season: { slug: string; name: string; subject?: SeasonSubject; value?: SeasonValueKind; rule: SeasonRule; window: StoredSeasonWindow };
  tournamentIds: string[];
  correction?: {
    tournamentId: string;
    /** A deal's record as corrected (a wrong number entered), or null when this deal has none to correct. */
    amend(record: Record<string, unknown>): Record<string, unknown> | null;
    reason: string;
  };
}
