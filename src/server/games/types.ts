// The server half of a game (its pure half is the Game of src/games): what needs the stored data. Each game's
// folder here exports one ServerGame; src/server/games/index.ts lists them.
import type { GameSeating } from "../services/rounds/seating/types";
import type { CaptainTable } from "../services/table-entry/captain-table-types";

export interface ServerGame<CaptainPart extends { game: string } = { game: string }> {
  /** How a round is drawn from the stored data, how two entrants of a draft are swapped, and whether later rounds
   * read the standings (then a correction flags them). */
  seating: GameSeating;
  /** What the game adds to the captain's view of a table (table.match), its discriminant `game`. */
  captainTable: CaptainTable<CaptainPart>;
}
