// Placement points per table and round (club practice, reinhold-wolter.de Doppelkopf rules): at four +3/+1/−1/−3,
// at five +4/+2/0/−2/−4, i.e. two points a place centred on zero; players with equal points share the place and
// average the points of the places they span. Same values as the tournament standings' placement mode.

import type { TableAtRound } from "./types";

/** The points of place `place` at a table of `size`: size − 1 − 2 × (place − 1). */
const placeValue = (size: number, place: number) => size - 1 - 2 * (place - 1);

/** Placement points of `sharedBy` players sharing `place` at a table of `size`: the mean of the places they span,
 * always whole (the values step by two, so the mean of consecutive ones is their middle one or an odd midpoint). */
export function sharedPlacementPoints(size: number, place: number, sharedBy = 1): number {
  if (![size, place, sharedBy].every(Number.isInteger) || size < 2 || place < 1 || sharedBy < 1 || place + sharedBy - 1 > size)
    throw new RangeError(`seasons: no place ${place} shared by ${sharedBy} at a table of ${size}`);
  return (placeValue(size, place) + placeValue(size, place + sharedBy - 1)) / 2;
}

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
