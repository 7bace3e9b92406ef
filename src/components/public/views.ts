// The public pages' views of a tournament, per game (the UI side of the seam, like settings-views.ts): its
// standings, a round's tables, the seating list for the wall and a table's paper sheet. A third game adds one entry
// (the build does not compile until it has); an id this build does not know is an internal error.
import { createElement, type ComponentType } from "react";
import { asGameId, type GameId } from "@/games";
import { BlankSpielliste } from "../games/doppelkopf/public/blank-spielliste";
import { PlayerRoundTables } from "../games/doppelkopf/public/player-tables";
import { PublicPlayerStandings } from "../games/doppelkopf/public/player-standings";
import { PlayerSeatingList } from "../games/doppelkopf/public/seating-list";
import { RoundTables } from "../games/klammern/public/round-tables";
import { ScoreSheet } from "../games/klammern/public/score-sheet";
import { SeatingList } from "../games/klammern/public/seating-list";
import { StandingsTable } from "../games/klammern/public/standings-table";
import type { Round, Snapshot, Table } from "./format";

/** A deal of a table as the public pages show it: its score and the engine's detail. */
export interface PublicGame {
  matchId: string;
  number: number;
  score: number[];
  detail: unknown;
}

interface PublicViews {
  /** Rows `from` to `to` of the standings (the projector pages through them). */
  Standings: ComponentType<{ snapshot: Snapshot; big?: boolean; from?: number; to?: number }>;
  standingsRows(s: Snapshot): number;
  RoundTables: ComponentType<{ snapshot: Snapshot; round: Round; big?: boolean }>;
  SeatingList: ComponentType<{ snapshot: Snapshot; round: Round }>;
  /** One table's paper sheet for a round (when a tablet fails); the print corner names it (tournaments.pages.sheetNames). */
  ScoreSheet: ComponentType<{ snapshot: Snapshot; round: Round; table: Table }>;
}

const VIEWS: Record<GameId, PublicViews> = {
  klammern: {
    Standings: ({ snapshot, big, from = 0, to }) => createElement(StandingsTable, { snapshot, big, rows: snapshot.standings.rows.slice(from, to) }),
    standingsRows: (s) => s.standings.rows.length,
    RoundTables,
    SeatingList,
    ScoreSheet,
  },
  doppelkopf: {
    Standings: ({ snapshot, big, from = 0, to }) => createElement(PublicPlayerStandings, { snapshot, big, rows: snapshot.standings.players?.rows.slice(from, to) }),
    standingsRows: (s) => s.standings.players?.rows.length ?? 0,
    RoundTables: PlayerRoundTables,
    SeatingList: PlayerSeatingList,
    ScoreSheet: BlankSpielliste,
  },
};

export function publicViews(game: string): PublicViews {
  return VIEWS[asGameId(game)];
}
