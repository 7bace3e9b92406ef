// Doppelkopf's entry in the public pages' registry (../../public-views.ts): a tournament of single players on the
// phones, the player page, the projector and the printouts.
import { createElement } from "react";
import type { PublicViews } from "../../types";
import { doppelkopfSheetWords } from "../sheet/sheet-words";
import { BlankSpielliste } from "./blank-spielliste";
import { PlayerHit, SinglePlayerView } from "./player-view";
import { PublicPlayerStandings } from "./player-standings";
import { PlayerRoundTables } from "./player-tables";
import { PlayerSeatingList } from "./seating-list";

export const doppelkopfPublicViews: PublicViews = {
  kind: "kind.doppelkopf",
  Standings: ({ snapshot, big, from = 0, to }) =>
    createElement(PublicPlayerStandings, { snapshot, big, first: from, rows: snapshot.standings.players?.rows.slice(from, to) }),
  standingsRows: (s) => s.standings.players?.rows.length ?? 0,
  RoundTables: PlayerRoundTables,
  SeatingList: PlayerSeatingList,
  ScoreSheet: BlankSpielliste,
  PlayerHit,
  PlayerView: SinglePlayerView,
  stats: doppelkopfSheetWords.stats,
};
