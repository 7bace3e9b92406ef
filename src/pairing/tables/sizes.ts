// How many tables of four and of five a field needs: as many fours as possible, a five only where the count
// needs it (22 players: two of five, three of four). 1-3, 6, 7 and 11 players cannot be split into fours and fives.

/** Table sizes, fives first, or null when the count cannot be seated. */
export function tableSizes(count: number): number[] | null {
  if (count < 4) return null;
  const fives = count % 4; // each five takes one player more than a four: count = 4·tables + fives
  const fours = (count - 5 * fives) / 4;
  if (fours < 0) return null;
  return [...Array<number>(fives).fill(5), ...Array<number>(fours).fill(4)];
}

/** The nearest seatable counts above and below, for the message that says what the organizer can do. */
export function nearestSeatable(count: number): { add: number; remove: number | null } {
  let add = 1;
  while (!tableSizes(count + add)) add++;
  let remove: number | null = 1;
  while (remove <= count && !tableSizes(count - remove)) remove++;
  return { add, remove: remove <= count ? remove : null };
}
