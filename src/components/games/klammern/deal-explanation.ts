// The engine's score of one Klammern deal, explained for the player page and the confirmation in the reader's
// language: who played, what was trump, the card points, melds and Bella per side, and why the deal scored as it did
// (klammern.md "Scoring one deal"). Texts come from the `public` namespace (`deal.*`).
import { RANK_NAMES, SUIT_NAMES, type KlammernDealDetail, type Rank, type Suit } from "@/engine";
import { seatName, type PublicT } from "../../public/format";

function isKlammernDetail(d: unknown): d is KlammernDealDetail {
  return typeof d === "object" && d !== null && (d as { game?: unknown }).game === "klammern" && Array.isArray((d as { totals?: unknown }).totals);
}

/** Lines of text; `seatNames` names the four seats (North, East, South, West) by player. */
export function explainDeal(detail: unknown, score: readonly number[], seatNames: readonly string[] | undefined, t: PublicT): string[] {
  if (!isKlammernDetail(detail)) return [t("deal.score", { score: score.join(" : ") })];
  const d = detail;
  const lang = t("seats.north") === "Nord" ? "de" : "en";
  const side = (i: number) => (i === 0 ? t("sides.ns") : t("sides.ew"));
  const who = (seat: number | null) => (seat === null ? "?" : t("deal.who", { name: seatNames?.[seat] ?? seatName(t, seat), seat: seatName(t, seat) }));
  const suit = (s: Suit | null) => (s ? SUIT_NAMES[s][lang] : "–");
  const chosen = (c: string) => (c === "original" || c === "klein" || c === "besser" ? t(`deal.chosen.${c}`) : c);
  const lines: string[] = [];
  if (d.outcome === "void") {
    lines.push(t("deal.thrownIn"));
    return lines;
  }
  const trump = suit(d.trump);
  lines.push(
    `${d.chosen ? t("deal.playsChosen", { who: who(d.declarer), trump, chosen: chosen(d.chosen) }) : t("deal.plays", { who: who(d.declarer), trump })} ${t("deal.dealt", { seat: seatName(t, d.dealer) })}`,
  );
  for (const s of [0, 1]) {
    const parts = [t("deal.tricks", { points: d.cardPoints[s] ?? 0 })];
    if (d.meldPoints[s]) parts.push(t("deal.melds", { points: d.meldPoints[s] }));
    if (d.bellaPoints[s]) parts.push(t("deal.bella", { points: d.bellaPoints[s] }));
    lines.push(t("deal.sideTotal", { side: side(s), parts: parts.join(" + "), total: d.totals[s] ?? 0 }));
  }
  const counted = d.melds.filter((m) => m.points > 0);
  if (d.melds.length) {
    const list = d.melds
      .map(
        (m) =>
          `${t("deal.meld", { kind: m.kind === "terz" ? t("deal.terz") : t("deal.fifty"), top: RANK_NAMES[m.top as Rank]?.[lang] ?? String(m.top), suit: suit(m.suit), who: who(m.seat) })}${m.best ? t("deal.best") : ""}${m.points ? t("deal.counts", { points: m.points }) : t("deal.countsNot")}`,
      )
      .join("; ");
    lines.push(t("deal.meldList", { list }));
    if (counted.length === 0) lines.push(t("deal.noMeldCounts"));
  }
  const decl = side(d.declarerSide ?? 0);
  const opp = side(1 - (d.declarerSide ?? 0));
  if (d.outcome === "made") lines.push(t("deal.made", { decl, opp }));
  if (d.outcome === "beet") lines.push(t("deal.beet", { decl, opp }));
  if (d.outcome === "stehbeet") lines.push(d.held ? t("deal.stehbeetHeld", { held: d.held, decl }) : t("deal.stehbeet", { decl, opp }));
  lines.push(t("deal.final", { ns: score[0] ?? 0, ew: score[1] ?? 0 }));
  return lines;
}
