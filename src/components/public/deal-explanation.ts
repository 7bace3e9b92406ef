// The engine's score of one deal, explained in German for the player page: who played, what was trump, the
// card points, melds and Bella per side, and why the deal scored as it did (klammern.md "Scoring one deal").
import { RANK_NAMES, SUIT_NAMES, type KlammernDealDetail, type Rank, type Suit } from "@/engine";

const SEAT = ["Nord", "Ost", "Süd", "West"];
const SIDE = ["N/S", "O/W"];
const CHOSEN: Record<string, string> = {
  original: "das Original angenommen",
  klein: "„Klein“ gesagt",
  besser: "„Besser“ gesagt (Kreuz Trumpf)",
};

function isKlammernDetail(d: unknown): d is KlammernDealDetail {
  return typeof d === "object" && d !== null && (d as { game?: unknown }).game === "klammern" && Array.isArray((d as { totals?: unknown }).totals);
}

/** Lines of German text; `seatNames` names the four seats (Nord, Ost, Süd, West) by player. */
export function explainDeal(detail: unknown, score: readonly number[], seatNames: readonly string[] = SEAT): string[] {
  if (!isKlammernDetail(detail)) return [`Wertung: ${score.join(" : ")}`];
  const d = detail;
  const who = (seat: number | null) => (seat === null ? "?" : `${seatNames[seat] ?? SEAT[seat]} (${SEAT[seat]})`);
  const suit = (s: Suit | null) => (s ? SUIT_NAMES[s].de : "–");
  const lines: string[] = [];
  if (d.outcome === "void") {
    lines.push("Ungültiges Spiel (eingeworfen): keine Punkte.");
    return lines;
  }
  lines.push(
    `${who(d.declarer)} spielt, Trumpf ${suit(d.trump)}${d.chosen ? `, hat ${CHOSEN[d.chosen] ?? d.chosen}` : ""}. Gegeben hat ${SEAT[d.dealer]}.`,
  );
  for (const side of [0, 1]) {
    const parts = [`Stiche ${d.cardPoints[side] ?? 0}`];
    if (d.meldPoints[side]) parts.push(`Meldungen ${d.meldPoints[side]}`);
    if (d.bellaPoints[side]) parts.push(`Bella ${d.bellaPoints[side]}`);
    lines.push(`${SIDE[side]}: ${parts.join(" + ")} = ${d.totals[side] ?? 0}`);
  }
  const counted = d.melds.filter((m) => m.points > 0);
  if (d.melds.length) {
    lines.push(
      `Meldungen: ${d.melds
        .map(
          (m) =>
            `${m.kind === "terz" ? "Terz" : "Fünfzig"} bis ${RANK_NAMES[m.top as Rank]?.de ?? m.top} in ${suit(m.suit)} (${who(m.seat)})${m.best ? ", die höchste" : ""}${m.points ? ` – zählt ${m.points}` : " – zählt nicht"}`,
        )
        .join("; ")}.`,
    );
    if (counted.length === 0) lines.push("Keine Meldung zählt.");
  }
  const decl = d.declarerSide ?? 0;
  const opp = 1 - decl;
  if (d.outcome === "made") lines.push(`Durchgebracht: ${SIDE[decl]} hat mehr als ${SIDE[opp]}, jede Seite schreibt ihre Punkte.`);
  if (d.outcome === "beet")
    lines.push(`Beet: ${SIDE[decl]} hat weniger als ${SIDE[opp]}. ${SIDE[decl]} schreibt 0, ${SIDE[opp]} bekommt zusätzlich die Punkte der Spieler.`);
  if (d.outcome === "stehbeet")
    lines.push(
      d.held
        ? `Stehbeet (Gleichstand): ${d.held} Punkte von ${SIDE[decl]} bleiben stehen und gehen an die Seite, die im nächsten gültigen Spiel mehr schreibt.`
        : `Stehbeet (Gleichstand): ${SIDE[decl]} schreibt 0, ${SIDE[opp]} schreibt ihre Punkte.`,
    );
  lines.push(`Wertung: N/S ${score[0] ?? 0}, O/W ${score[1] ?? 0}.`);
  return lines;
}
