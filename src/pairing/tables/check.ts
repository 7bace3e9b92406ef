// What a seating does against the earlier rounds, as warnings for the organizer (a draw avoids these where it can;
// a swap may bring them back): players who sat at one table before, and players at a table of five again.
import type { PastTable, PlayerId, SeatedTable, Words } from "./types";

export interface TableWarning extends Words {
  code: "repeatMate" | "repeatFive";
  table: number;
  players: PlayerId[];
}

const list = (rounds: number[], and: string) =>
  rounds.length === 1 ? String(rounds[0]) : `${rounds.slice(0, -1).join(", ")} ${and} ${rounds.at(-1)}`;

/** Warnings for `tables` of round `round` given the earlier rounds' tables; `label` names a player in a language. */
export function checkTables(
  round: number,
  tables: readonly SeatedTable[],
  history: readonly PastTable[],
  label: (p: PlayerId, lang: "de" | "en") => string,
): TableWarning[] {
  const past = history.filter((t) => t.round < round);
  const metIn = new Map<string, number[]>();
  const fivesIn = new Map<PlayerId, number[]>();
  for (const t of past) {
    for (const [i, p] of t.players.entries()) {
      if (t.players.length === 5) fivesIn.set(p, [...(fivesIn.get(p) ?? []), t.round]);
      for (const q of t.players.slice(i + 1)) {
        const key = pairKey(p, q);
        metIn.set(key, [...(metIn.get(key) ?? []), t.round]);
      }
    }
  }
  const warnings: TableWarning[] = [];
  for (const t of tables) {
    for (const [i, p] of t.players.entries())
      for (const q of t.players.slice(i + 1)) {
        const met = metIn.get(pairKey(p, q));
        if (met)
          warnings.push({
            code: "repeatMate",
            table: t.table,
            players: [p, q],
            de: `${label(p, "de")} und ${label(q, "de")} sitzen wieder zusammen an einem Tisch (zuvor in Runde ${list(met, "und")}).`,
            en: `${label(p, "en")} and ${label(q, "en")} sit at one table again (before in round ${list(met, "and")}).`,
          });
      }
    if (t.players.length === 5)
      for (const p of t.players) {
        const before = fivesIn.get(p);
        if (before)
          warnings.push({
            code: "repeatFive",
            table: t.table,
            players: [p],
            de: `${label(p, "de")} sitzt wieder an einem Fünfertisch (zuvor in Runde ${list(before, "und")}).`,
            en: `${label(p, "en")} sits at a table of five again (before in round ${list(before, "and")}).`,
          });
      }
  }
  return warnings;
}

const pairKey = (p: PlayerId, q: PlayerId) => (p < q ? `${p}|${q}` : `${q}|${p}`);
