// How a Klammern tournament ranks its pairs, from its format: match points, game-point difference, game points,
// Buchholz when the schedule is Swiss, then the organizer's further tiebreaks not in that list yet.
import { TIEBREAKS, type Tiebreak } from "@/pairing";
import type { PairRanking } from "../types";
import type { KlammernFormat } from "./format";

export function klammernRanking(format: KlammernFormat): PairRanking {
  const order: Tiebreak[] = ["matchPoints", "pointDiff", "pointsFor"];
  if (format.scheduleType === "swiss") order.push("buchholz");
  for (const name of format.tiebreaks) {
    if ((TIEBREAKS as readonly string[]).includes(name) && !order.includes(name as Tiebreak)) order.push(name as Tiebreak);
  }
  const { win, draw, loss } = format.matchPoints;
  return { points: { win, draw, loss, bye: format.byeScore }, tiebreaks: order };
}
