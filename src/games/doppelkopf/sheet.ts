// A Doppelkopf game sheet: an evening of 4 or 5 players (at five the dealer sits out), for a number of games or
// open-ended, replayed by the same Spielliste as a tournament table (dealer rotation, Pflichtsoli under ddv).
import type { SheetGame } from "../sheet-types";
import { replaySpielliste, type TableSize } from "./spielliste";

/** An open evening has no end the list could count down to: no Vorführung, the owner finishes it. */
const OPEN_EVENING = 10_000;

export const doppelkopfSheet: SheetGame = {
  playerCounts: [4, 5],
  targets: [],
  defaultEnd: () => ({ target: null, games: null }),
  replay(setting, records) {
    const list = replaySpielliste({
      size: setting.players as TableSize,
      rules: setting.rules,
      records,
      gamesPlanned: setting.games ?? OPEN_EVENING,
      firstDealer: setting.firstDealer,
    });
    const over = setting.games !== null && list.gamesLeft === 0 && !list.error;
    const best = Math.max(...list.totals);
    return {
      deals: list.games.map((g) => ({ dealer: g.dealer, seats: g.active, score: g.score, detail: g.detail })),
      totals: list.totals,
      nextDealer: list.next?.dealer ?? null,
      nextRound: list.next?.round,
      over,
      winners: over ? list.totals.flatMap((t, p) => (t === best ? [p] : [])) : null,
      errors: list.error ? list.error.errors.map((e) => ({ ...e, path: e.path ? `deals[${list.error!.game - 1}].${e.path}` : `deals[${list.error!.game - 1}]` })) : [],
    };
  },
  openEnded: (setting) => setting.games === null,
  playerStats(replay, player) {
    let solos = 0;
    let solosWon = 0;
    for (const d of replay.deals) {
      const detail = d.detail as { soloist: number | null; winner: string | null; type: string } | null;
      // A Hochzeit that found no partner is played alone, but it is no solo.
      if (!detail || detail.type === "hochzeit" || detail.soloist === null || d.seats[detail.soloist] !== player) continue;
      solos++;
      if (detail.winner === "re") solosWon++;
    }
    return { solos, solosWon };
  },
  // At five the record is the four who played.
  exportRecord: (deal, rules) => ({ ...deal.record, rules }),
  dealKind: (detail) => (detail as { type?: string } | null)?.type ?? "",
};
