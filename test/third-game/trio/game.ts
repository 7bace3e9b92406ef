// Dreier's pure half, the Game the tournament core asks (src/games/types.ts): single players at tables of three,
// a number of deals a table, ranked by their points.
import type { Game } from "@/games";
import { intField } from "@/lib/input-fields";
import { replayTrio } from "./engine";
import { trioScoring } from "./scoring";

export const trioFormatFields = { dealsPerTable: intField({ de: "Die Spiele je Tisch", en: "The deals per table" }, 1, 30) };
export const trioFormatShape = { dealsPerTable: trioFormatFields.dealsPerTable.default(3) };

export const trio: Game<object, typeof trioFormatShape, typeof trioFormatFields> = {
  id: "trio",
  name: { de: "Dreier", en: "Dreier" },
  entrant: { players: 1, named: false, noun: { de: "Spieler", en: "player" }, plural: { de: "Spieler", en: "players" } },
  tableSizes: [3],
  dealPlayers: 3,
  seatLabels: () => [1, 2, 3].map((n) => ({ code: String(n), de: `Platz ${n}`, en: `Seat ${n}` })),
  tableRoles: {
    keeper: { de: "Schreiber", en: "Scorer" },
    confirmer: { de: "Mitspieler", en: "Fellow player" },
    wrongCode: { de: "Das ist nicht der Code des Mitspielers.", en: "That is not the fellow player's code." },
  },
  closedEarly: "games-struck",
  sides: false,
  // Ranked by the total of their points, ties sharing the place.
  standings: { kind: "players", ranking: () => ({ mode: "total", tiebreaks: [], onlyComplete: false }) },
  tableGoal: (format) => ({ kind: "deals", deals: (format as { dealsPerTable: number }).dealsPerTable }),
  roundMinutes: () => null,
  fieldFixed: () => false,
  features: { penalties: false, gameList: false },
  formatFields: trioFormatFields,
  formatShape: trioFormatShape,
  frozenFormat: { dealsPerTable: { de: "Die Spiele je Tisch stehen fest", en: "The deals per table are frozen" } },
  parseRules: (rules) =>
    Object.keys(rules).length === 0 ? { ok: true, value: {} } : { ok: false, errors: [{ message: "Dreier hat keine Regeln.", messageEn: "Dreier has no rules." }] },
  scoring: trioScoring,
  sheet: {
    playerCounts: [3],
    targets: [],
    defaultEnd: () => ({ target: null, games: 9 }),
    replay(setting, records) {
      const r = replayTrio(records, setting.firstDealer, setting.games ?? Number.MAX_SAFE_INTEGER);
      const best = Math.max(...r.totals);
      return {
        deals: r.scored.map((d, i) => ({ dealer: (setting.firstDealer + i) % 3, seats: [0, 1, 2], score: d.score, detail: d.detail })),
        totals: r.totals,
        nextDealer: r.nextDealer,
        over: r.over,
        winners: r.over ? r.totals.flatMap((t, p) => (t === best ? [p] : [])) : null,
        errors: r.errors,
      };
    },
    openEnded: (setting) => setting.games === null,
    playerStats: (replay, player) => ({ won: replay.deals.filter((d) => (d.detail as { winner: number }).winner === player).length }),
    exportRecord: (deal, rules) => ({ ...deal.record, rules }),
    dealKind: () => "deal",
  },
};
