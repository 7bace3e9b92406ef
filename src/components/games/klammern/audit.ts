// Klammern in the audit trail: a table's entries are deals, its devices the captain's and the opposing pair's, and a
// deal reads as dealer, declarer, trump, melds and Augen by the seats of the game (Nord, Ost ...).
import { createTranslator } from "next-intl";
import { messages } from "@/i18n/messages";
import { isNum, numbers, own, type AuditT, type GameAudit } from "../../results/audit-game";
import { resultNames, type ResultsT } from "../../results/names";

export const klammernAudit: GameAudit = (locale) => {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "audit" }) as unknown as AuditT;
  const n = resultNames(createTranslator({ locale, messages: messages[locale], namespace: "results" }) as unknown as ResultsT);
  return {
    game: t("nouns.pair.game"),
    Game: t("nouns.pair.Game"),
    actor: (role, table) => t(role === "captain" ? "actors.captainPair" : "actors.opponentPair", { table }),
    code: (role) => t(`sides.${role}`, { kind: "pair" }),
    // Klammern has no penalties of its own.
    penalty: (kind) => kind,
    row: (at, { record, score }) => {
      const s = record?.summary as Record<string, unknown> | undefined;
      const seat = (v: unknown) => n.seat(isNum(v) ? v : 0);
      const cp = numbers(s?.cardPoints) ?? [];
      const melds = ((s?.melds as { seat: number; kind: string; suit: string }[] | undefined) ?? [])
        .map((m) => `${seat(m.seat)} ${m.kind === "terz" || m.kind === "fuenfzig" ? n.meld(m.kind) : m.kind} ${own(messages.de.results.names.suits, m.suit) ? n.suit(m.suit as "C") : m.suit}`)
        .join(", ");
      const trump = typeof s?.trump === "string" && own(messages.de.results.names.suits, s.trump) ? n.suit(s.trump as "C") : null;
      return [
        record && isNum(record.dealer) ? t("record.dealer", { seat: seat(record.dealer) }) : null,
        s && isNum(s.declarer) ? t("record.declarer", { seat: seat(s.declarer) }) : null,
        trump ? t("record.trump", { suit: trump }) : null,
        melds ? t("record.melds", { melds }) : null,
        s && isNum(s.bella) ? t("record.bella", { seat: seat(s.bella) }) : null,
        cp.length ? t("record.augen", { augen: cp.join(" : ") }) : null,
        score ? t("row.scores", { list: at.byName(score) }) : null,
      ]
        .filter(Boolean)
        .join(" · ");
    },
  };
};
