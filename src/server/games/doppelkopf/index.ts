// Doppelkopf's server half: players drawn to tables of four and five, and the table's Spielliste on the device.
import type { ServerGame } from "../types";
import { doppelkopfDemoSeason } from "./demo-season";
import { doppelkopfCaptainTable } from "./captain-table";
import { seatDoppelkopfRound } from "./seating";
import { swapDoppelkopfPlayers } from "./swap";

export const doppelkopfServer = {
  // Every seating mode seats in the order of the standings (the draw shuffles that order with the round's seed).
  seating: { seat: seatDoppelkopfRound, swap: swapDoppelkopfPlayers, readsStandings: () => true },
  captainTable: doppelkopfCaptainTable,
  demoSeason: doppelkopfDemoSeason,
} satisfies ServerGame<Awaited<ReturnType<typeof doppelkopfCaptainTable>>>;
