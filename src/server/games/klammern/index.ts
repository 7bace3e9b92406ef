// Klammern's server half: Swiss or round-robin pairing of fixed pairs, and a match of two sides at the table.
import { klammernFormat } from "@/games";
import type { ServerGame } from "../types";
import { klammernDemoSeason } from "./demo-season";
import { klammernCaptainTable } from "./captain-table";
import { seatKlammernRound } from "./seating";
import { swapKlammernPairs } from "./swap";

export const klammernServer = {
  // A Swiss round pairs by the standings; a round robin's schedule is fixed from the start.
  seating: { seat: seatKlammernRound, swap: swapKlammernPairs, readsStandings: (t) => klammernFormat(t).scheduleType === "swiss" },
  captainTable: klammernCaptainTable,
  demoSeason: klammernDemoSeason,
} satisfies ServerGame<Awaited<ReturnType<typeof klammernCaptainTable>>>;
