// Doppelkopf: the table's Spielliste (spielliste.ts) with the format's games for its size;
// each player's points are the list's total at his position, plus the penalties given at the table.
import { engineRejection } from "../engine-errors";
import type { ScoringSetting, TableContext, TableScoring } from "../table-scoring";
import { statsByEntrant } from "../table-stats";
import { doppelkopfSheet } from "./sheet";
import type { DoppelkopfFormat } from "./format";
import { withPenalties } from "./penalties";
import { replaySpielliste, type TableSize } from "./spielliste";

const FIELDS = ["game", "players", "dealer", "summary", "play"] as const;

/** The table's Spielliste with the format's games for its size. */
function tableList(t: ScoringSetting, table: TableContext, records: readonly unknown[]) {
  const size = table.seats.length as TableSize;
  const format = t.format as DoppelkopfFormat;
  return replaySpielliste({
    size,
    rules: t.rules,
    records: records as Record<string, unknown>[],
    gamesPlanned: size === 5 ? format.gamesPerTable.five : format.gamesPerTable.four,
    firstDealer: table.firstDealer,
    struckAfter: table.struckAfter,
  });
}

export const doppelkopfScoring: TableScoring = {
  normalize(record) {
    // The engine's parser refuses unknown keys inside summary and play; here only its top level is picked, and
    // rules and round are the tournament's and the list's to set.
    const unknown = Object.keys(record).filter((k) => !(FIELDS as readonly string[]).includes(k) && k !== "rules" && k !== "round");
    if (unknown.length)
      throw engineRejection(unknown.map((k) => ({ code: "FIELD_UNKNOWN", path: k, message: `Unbekanntes Feld „${k}“.`, messageEn: `Unknown field "${k}".` })));
    return Object.fromEntries(FIELDS.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
  },
  evaluate(t, table, records) {
    const list = tableList(t, table, records);
    const errors = list.error ? list.error.errors.map((e) => ({ ...e, path: e.path ? `deals[${list.error!.game - 1}].${e.path}` : `deals[${list.error!.game - 1}]` })) : [];
    const totals = withPenalties(list.totals, table.penalties);
    return {
      errors,
      over: list.gamesLeft === 0,
      nextDealer: list.next?.engineDealer ?? null,
      // The list's totals and every penalty given at the table (TSR 9).
      points: new Map(table.seats.map((entrant, position) => [entrant, totals[position] ?? 0])),
      deals: list.games.map((g) => ({ score: g.score, detail: g.detail })),
    };
  },
  exportFields(t, table, records) {
    // The engine's round context (Pflichtsoli done, games left for a Vorführung) and where the list put the game:
    // the positions playing it (engine seat k is active[k]), who sat out, and what it counted as.
    return tableList(t, table, records).games.map((g) => ({
      round: g.round,
      active: g.active,
      sitsOut: g.sitsOut,
      pflichtsolo: g.pflichtsolo,
      vorgefuehrt: g.vorgefuehrt,
      struck: g.struck,
    }));
  },
  auditPoints(table, points) {
    return { points: table.seats.map((entrant) => points.get(entrant) ?? 0) };
  },
  playerStats(t, table, records) {
    // Engine seat k of a game is position active[k] (at five the dealer sits out).
    const games = tableList(t, table, records).games.map((g) => ({ dealer: g.dealer, seats: g.active, score: g.score, detail: g.detail }));
    return statsByEntrant(doppelkopfSheet, games, table.seats);
  },
};
