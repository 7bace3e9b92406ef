// What the pages ask of a game's UI (the registry in index.ts holds one entry per game, each defined in the game's own
// folder). Shared pages render these and never name a game.
import type { ComponentType, ReactNode } from "react";
import type { Messages } from "@/i18n/messages";
import type { pairView } from "@/server/services/public/find-player";
import type { api } from "@/trpc/server";
import type { Pair, PublicGame, Round, Snapshot, Table } from "../public/format";
import type { GameAudit } from "../results/audit-game";
import type { SheetsT } from "../sheets/sheet-view";
import type { StandingsView } from "../results/types";
import type { TournamentView } from "../tournaments/tournament-view";

type Keys<T> = keyof T & string;
/** The keys `<entry>.<field>` of a catalogue's entries that have that field. */
type FieldKeys<T, F extends string> = { [K in Keys<T>]: T[K] extends Record<F, string> ? `${K}.${F}` : never }[Keys<T>];

/** The server-side caller of an organizer page (pages load a game's data through the game's entry). */
export type Caller = Awaited<ReturnType<typeof api>>;

/** One table of the office's results pages. */
export interface OfficeTableAt {
  tournamentId: string;
  tournamentName: string;
  game: string;
  matchId: string;
}

/** The public service's reads of the snapshot a game's player page may use (components do not import the server). */
export interface SnapshotReads {
  pairView: typeof pairView;
}

export interface GameViews {
  /** The game's words on shared pages, as message keys of the game's own entry in each catalogue. */
  words: {
    /** The entrants' plural as the navigation names them (tournaments namespace). */
    entrants: `settingsViews.${Keys<Messages["tournaments"]["settingsViews"]>}`;
    /** A table's paper sheet in the print corner (tournaments.pages namespace). */
    sheetName: `sheetNames.${Keys<Messages["tournaments"]["pages"]["sheetNames"]>}`;
    /** The game's button and subtitle on the new tournament page (clubs.newTournament namespace). */
    create: { label: FieldKeys<Messages["clubs"]["newTournament"], "label">; sub: FieldKeys<Messages["clubs"]["newTournament"], "sub"> };
    /** How the rounds are drawn, in the club's list of tournaments (tournaments namespace), or null: nothing to
     * say beyond the game. */
    schedule(format: object): `labels.scheduleType.${Keys<Messages["tournaments"]["labels"]["scheduleType"]>}` | null;
  };
  /** The new tournament page's form, with the game's format fields and their defaults. */
  CreateForm: ComponentType<{ clubId: string }>;
  settings: {
    Summary: ComponentType<{ t: TournamentView }>;
    Editor: ComponentType<{ t: TournamentView }>;
  };
  /** The organizer's pages, each loading what only this game has. */
  office: {
    /** The standings page's table, from the tournament's standings (`data`) and what else the game ranks by. */
    standings(caller: Caller, data: StandingsView): Promise<{ throughRound: number; table: ReactNode }>;
    /** One table's page: its title, its state and its deals or games to enter and correct (404 for another
     * tournament's table). */
    table(caller: Caller, at: OfficeTableAt): Promise<ReactNode>;
  };
  /** The game's words in the audit trail: its entries, devices, penalties and a game's row. */
  audit: GameAudit;
}

/** What the public pages (the phones' page, the player page, the projector, the printouts) show of a game: a registry
 * of its own (public-views.ts) so that those pages load only these views, not the office's and the settings'. */
export interface PublicViews {
  /** What kind of tournament it is, on the public page (public namespace). */
  kind: `kind.${Keys<Messages["public"]["kind"]>}`;
  /** Rows `from` to `to` of the standings (the projector pages through them). */
  Standings: ComponentType<{ snapshot: Snapshot; big?: boolean; from?: number; to?: number }>;
  standingsRows(s: Snapshot): number;
  RoundTables: ComponentType<{ snapshot: Snapshot; round: Round; big?: boolean }>;
  SeatingList: ComponentType<{ snapshot: Snapshot; round: Round }>;
  /** One table's paper sheet for a round (when a tablet fails); the print corner names it (words.sheetName). */
  ScoreSheet: ComponentType<{ snapshot: Snapshot; round: Round; table: Table }>;
  /** An entrant among the player page's search hits (the link's text). */
  PlayerHit: ComponentType<{ entrant: Pair }>;
  /** The player page of entrant `number` (nothing where there is none): where it sits, its tables and games. */
  PlayerView: ComponentType<{ snapshot: Snapshot; number: number; games: PublicGame[]; reads: SnapshotReads }>;
  /** What the game counts for a player over a tournament (a season's player page), worded as on the game sheet's
   * statistics; a game that counts nothing leaves it out. */
  stats?(counts: Readonly<Record<string, number>>, t: SheetsT): string;
}
