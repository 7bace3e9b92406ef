// A Klammern game sheet: 2 or 3 players each for himself, or 4 as two pairs opposite (seats 0/2 against 1/3), to a
// target; the engine's match scoring decides each deal, the dealer's rotation, held Stehbeet points and the end.
import { scoreKlammernMatch } from "@/engine";
import type { SheetGame } from "../sheet-types";

/** The players of each side: with 4 players the pairs opposite, else each player alone. */
export const sheetSides = (players: number): number[][] => (players === 4 ? [[0, 2], [1, 3]] : Array.from({ length: players }, (_, p) => [p]));

export const klammernSheet: SheetGame = {
  playerCounts: [2, 3, 4],
  targets: [301, 501, 701],
  // The spec's rule of thumb: 301 for two, 501 for three, 701 for four (klammern.md, Scoring).
  defaultEnd: (players) => ({ target: players === 2 ? 301 : players === 3 ? 501 : 701, games: null }),
  replay(setting, records) {
    const match = scoreKlammernMatch({
      players: setting.players as 2 | 3 | 4,
      rules: setting.rules,
      format: { type: "target", target: setting.target ?? undefined },
      deals: records,
    });
    const errors = [...match.errors];
    // The engine knows the rotation from the first deal on; who deals first is the sheet's.
    const first = records[0]?.dealer;
    if (typeof first === "number" && first !== setting.firstDealer)
      errors.unshift({
        code: "MATCH_DEALER_NOT_NEXT",
        path: "deals[0].dealer",
        message: `Das erste Spiel gibt Spieler ${setting.firstDealer + 1}, nicht Spieler ${first + 1}.`,
        messageEn: `Player ${setting.firstDealer + 1} deals the first deal, not player ${first + 1}.`,
      });
    const sides = sheetSides(setting.players);
    const perPlayer = (bySide: readonly number[]) => Array.from({ length: setting.players }, (_, p) => bySide[sides.findIndex((s) => s.includes(p))] ?? 0);
    const ok = match.deals.filter((d) => d.result.ok);
    return {
      deals: ok.map((d, i) => ({
        dealer: (records[i]?.dealer as number) ?? 0,
        seats: Array.from({ length: setting.players }, (_, p) => p),
        score: perPlayer(d.credited),
        detail: d.result.ok ? d.result.detail : null,
      })),
      totals: perPlayer(match.totals),
      nextDealer: records.length === 0 ? setting.firstDealer : match.over ? null : match.nextDealer,
      over: match.over && errors.length === 0,
      winners: match.over && match.winner !== null ? sides[match.winner]! : null,
      errors,
    };
  },
  openEnded: () => false,
  playerStats(replay, player) {
    let declared = 0;
    let made = 0;
    for (const d of replay.deals) {
      const detail = d.detail as { declarer: number | null; outcome: string } | null;
      if (!detail || detail.outcome === "void" || detail.declarer === null || d.seats[detail.declarer] !== player) continue;
      declared++;
      if (detail.outcome === "made") made++;
    }
    return { declared, made };
  },
  // The deal's number is an export field the engine's command line accepts.
  exportRecord: (deal, rules) => ({ ...deal.record, rules, deal: deal.number }),
  dealKind: (detail) => (detail as { outcome?: string } | null)?.outcome ?? "",
};
