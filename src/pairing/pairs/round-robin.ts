// Round robin by the circle method in the form of Berger tables (FIDE Handbook C.05, Annex 1 "Berger tables";
// R. Schurig 1886 / J. Berger 1893). With n entrants (n + 1 when odd, the extra place being the bye) there are
// n - 1 rounds; entrant n stays fixed and the others rotate by n/2 places each round, so every two entrants meet
// exactly once. Round 1 for six: 1-6, 2-5, 3-4; round 2: 6-4, 5-3, 1-2; ... exactly as the FIDE table.
import { shuffle } from "@/engine";
import { assertRound, eligibility, labelOf } from "./entrants";
import { firstDealer } from "./seating";
import { streamRng, STREAM } from "../seeds";
import type { Entrant, EntrantId, Explanation, Pairing, PairingTable } from "../types";

export interface RoundRobinOptions {
  /** Seed for the first dealer at each table and, with `shuffle`, for the start numbers. Default 0. */
  seed?: number;
  /** Draw the Berger numbers by lot (from the seed) instead of taking the entrant list order. */
  shuffle?: boolean;
}

/** A round of the schedule, in the same shape as a Swiss pairing (warnings are always empty). */
export type RoundRobinRound = Pairing;

/** Number of rounds of a single round robin: n - 1 for even n, n for odd n. */
export function roundRobinRoundCount(entrantCount: number): number {
  return entrantCount % 2 === 0 ? Math.max(0, entrantCount - 1) : entrantCount;
}

/** The Berger order (start numbers 1..n) actually used for the schedule. */
export function bergerOrder(entrants: readonly Entrant[], options: RoundRobinOptions = {}): Entrant[] {
  if (!options.shuffle) return entrants.slice();
  const byId = entrants.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return shuffle(byId, streamRng(options.seed ?? 0, STREAM.shuffle));
}

/** Round `round` (1-based) of the Berger schedule, computed directly. */
export function roundRobinRound(entrants: readonly Entrant[], round: number, options: RoundRobinOptions = {}): RoundRobinRound {
  assertRound(round);
  const count = roundRobinRoundCount(entrants.length);
  if (round > count) throw new RangeError(`pairing: a round robin of ${entrants.length} has ${count} rounds, not ${round}`);
  const seed = options.seed ?? 0;
  const places: (Entrant | null)[] = bergerOrder(entrants, options);
  if (places.length % 2 === 1) places.push(null); // the bye place is the fixed one
  const n = places.length;
  const m = n - 1;
  const start = ((round - 1) * (n / 2)) % m;
  const row = (k: number) => places[(start + k) % m] as Entrant | null;
  const fixed = places[m] as Entrant | null;
  const games: [Entrant | null, Entrant | null][] = [round % 2 === 1 ? [row(0), fixed] : [fixed, row(0)]];
  for (let t = 1; t < n / 2; t++) games.push([row(t), row(m - t)]);

  const tables: PairingTable[] = [];
  const idle: EntrantId[] = [];
  const explanations: Explanation[] = [
    {
      code: "ranking",
      entrants: [],
      de: `Rundenturnier nach Berger-Tabelle, Runde ${round} von ${count}${options.shuffle ? `; Startnummern ausgelost mit Seed ${seed}` : ""}. Jedes Paar trifft jedes andere genau einmal.`,
      en: `Round robin by Berger table, round ${round} of ${count}${options.shuffle ? `; start numbers drawn with seed ${seed}` : ""}. Every pair meets every other exactly once.`,
    },
  ];
  let bye: EntrantId | null = null;
  for (const [home, away] of games) {
    if (home === null || away === null) {
      const other = home ?? away;
      if (other && eligibility(other, round) === "eligible") {
        bye = other.id;
        explanations.push({ code: "bye", entrants: [other.id], de: `Paar ${labelOf(other)} hat laut Berger-Tabelle spielfrei (ungerade Teilnehmerzahl).`, en: `Pair ${labelOf(other)} has the scheduled bye (odd number of entrants).` });
      }
      continue;
    }
    const homeOk = eligibility(home, round) === "eligible";
    const awayOk = eligibility(away, round) === "eligible";
    if (homeOk && awayOk) {
      const table = tables.length + 1;
      tables.push({ table, home: home.id, away: away.id, firstDealer: firstDealer(seed, round, table) });
    } else {
      for (const [e, ok, other] of [[home, homeOk, away], [away, awayOk, home]] as const) {
        if (!ok) explanations.push({ code: "excluded", entrants: [e.id], de: `Paar ${labelOf(e)} spielt in Runde ${round} nicht (zurückgezogen oder noch nicht eingestiegen).`, en: `Pair ${labelOf(e)} does not play in round ${round} (withdrawn or not yet entered).` });
        else {
          idle.push(e.id);
          explanations.push({ code: "excluded", entrants: [e.id, other.id], de: `Paar ${labelOf(e)} ist in Runde ${round} ohne Gegner: Paar ${labelOf(other)} spielt nicht.`, en: `Pair ${labelOf(e)} has no opponent in round ${round}: pair ${labelOf(other)} does not play.` });
        }
      }
    }
  }
  return { round, seed, tables, bye, idle, explanations, warnings: [] };
}

/** The whole single round robin, round 1 to n - 1 (n for an odd field). */
export function roundRobinSchedule(entrants: readonly Entrant[], options: RoundRobinOptions = {}): RoundRobinRound[] {
  const count = roundRobinRoundCount(entrants.length);
  return Array.from({ length: count }, (_, k) => roundRobinRound(entrants, k + 1, options));
}
