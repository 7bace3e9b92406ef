// Each round's seed is derived from the tournament's stored seed and the round number, so a pairing can be
// reproduced from stored data alone and re-pairing a discarded draft gives the same tables.
import { createHash } from "node:crypto";

export function roundSeed(tournamentSeed: number, round: number): number {
  const digest = createHash("sha256").update(`stichfest-round:${tournamentSeed}:${round}`).digest();
  return digest.readUInt32BE(0) & 0x7fffffff; // fits the int4 column
}
