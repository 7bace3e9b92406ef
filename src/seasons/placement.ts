// Placement points per table and round (club practice, reinhold-wolter.de Doppelkopf rules): at four +3/+1/−1/−3,
// at five +4/+2/0/−2/−4, i.e. two points a place centred on zero; players with equal points share the place and
// average the points of the places they span: the tournament standings' placement mode (src/pairing) counts them.

import { sharedPlacementPoints } from "@/pairing";
import type { TableAtRound } from "./types";

export { sharedPlacementPoints };

/** The place (1 = best) and placement points of a participant with `own` points at a table. */
export function placementAt(table: TableAtRound, own: number): { place: number; placementPoints: number } {
  if ("size" in table) return { place: table.place, placementPoints: sharedPlacementPoints(table.size, table.place, table.sharedBy) };
  let above = 0;
  let same = 0;
  for (const p of table.points) {
    if (p > own) above++;
    else if (p === own) same++;
  }
  if (same === 0) throw new RangeError(`seasons: the round's value ${own} is not among the table's points`);
  return { place: above + 1, placementPoints: sharedPlacementPoints(table.points.length, above + 1, same) };
}
