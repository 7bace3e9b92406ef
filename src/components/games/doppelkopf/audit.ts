// Doppelkopf in the audit trail: a table's entries are games, its devices the list keeper's and a fellow player's,
// penalties have their classes, and a game reads as its row of the Spielliste: who won which game for how many points.
import { createTranslator } from "next-intl";
import { messages } from "@/i18n/messages";
import { isNum, numbers, type AuditT, type GameAudit } from "../../results/audit-game";
import { gameTypeName, penaltyName, type DoppelkopfT } from "./labels";

export const doppelkopfAudit: GameAudit = (locale) => {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "audit" }) as unknown as AuditT;
  const d = createTranslator({ locale, messages: messages[locale], namespace: "doppelkopf" }) as unknown as DoppelkopfT;
  return {
    game: t("nouns.player.game"),
    Game: t("nouns.player.Game"),
    actor: (role, table) => t(role === "captain" ? "actors.captainPlayer" : "actors.opponentPlayer", { table }),
    code: (role) => t(`sides.${role}`, { kind: "player" }),
    penalty: (kind) => penaltyName(d, kind),
    // The record names the parties by the engine's seats; the score is by position, 0 for the one who sits out at a
    // table of five.
    row: (at, { record, score }) => {
      if (!score) return null;
      const s = record?.summary as { type?: unknown; re?: unknown } | undefined;
      const type = typeof s?.type === "string" ? gameTypeName(d, s.type) : t("row.aGame");
      // The positions playing, in the engine's seat order: all at four, at five all but the one who sat out (0 points).
      const zeros = score.flatMap((v, p) => (v === 0 ? [p] : []));
      const active = score.length === 4 ? [0, 1, 2, 3] : zeros.length === 1 ? score.map((_, p) => p).filter((p) => p !== zeros[0]) : null;
      const value = Math.min(...score.filter((v) => v !== 0).map(Math.abs));
      if (!Number.isFinite(value)) return t("row.nobody", { type });
      const names = (ps: number[]) => ps.map(at.name).join(", ");
      const re = active && numbers(s?.re)?.map((seat) => active[seat]).filter(isNum);
      if (re?.length) {
        const reWins = score[re[0]!]! > 0;
        const winners = reWins ? re : active!.filter((p) => !re.includes(p));
        return t("row.party", { party: reWins ? "Re" : "Kontra", names: names(winners), type, value });
      }
      const winners = score.flatMap((v, p) => (v > 0 ? [p] : []));
      return t(winners.length === 1 ? "row.winner" : "row.winners", { names: names(winners), type, value });
    },
  };
};
