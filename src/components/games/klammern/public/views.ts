// Klammern's entry in the public pages' registry (../../public-views.ts): a tournament of pairs on the phones, the
// player page, the projector and the printouts.
import { createElement } from "react";
import type { PublicViews } from "../../types";
import { klammernSheetWords } from "../sheet/sheet-words";
import { PairHit, PairPage } from "./player-page";
import { RoundTables } from "./round-tables";
import { ScoreSheet } from "./score-sheet";
import { SeatingList } from "./seating-list";
import { StandingsTable } from "./standings-table";

export const klammernPublicViews: PublicViews = {
  kind: "kind.klammern",
  Standings: ({ snapshot, big, from = 0, to }) => createElement(StandingsTable, { snapshot, big, first: from, rows: snapshot.standings.rows.slice(from, to) }),
  standingsRows: (s) => s.standings.rows.length,
  RoundTables,
  SeatingList,
  ScoreSheet,
  PlayerHit: PairHit,
  PlayerView: PairPage,
  stats: klammernSheetWords.stats,
};
