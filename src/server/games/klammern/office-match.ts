// Klammern's table in the office: the organizer enters or corrects a match of two pairs deal by deal.
import { z } from "zod";
import type { ServiceCall } from "../../services/_shared/context";
import { loadEntrantLabels } from "../../services/entrants/entrant-labels";
import { evaluateMatch, gameOf } from "@/games";
import { loadMatchDeals, requireMatch } from "../../services/results/result-access";
import { idField } from "../../services/_shared/schemas";
import { withSides } from "../../services/rounds/table-seats";
import { DomainError } from "../../errors";

export const getMatchInput = z.object({ matchId: idField });

/** One table for result entry: its pairs, the deals with the engine's details, the running score (held Stehbeet
 * points included), who deals next and what is still allowed. */
export async function getMatch({ ctx, input }: ServiceCall<z.infer<typeof getMatchInput>>) {
  const { match: row, round, tournament } = await requireMatch(ctx.db, ctx, input.matchId);
  // Another game's tables are entered on that game's own office page (Doppelkopf: its Spielliste).
  if (tournament.game !== "klammern") {
    const game = gameOf(tournament.game);
    throw new DomainError(
      "BAD_REQUEST",
      `Die Eingabe eines Tisches in der Turnierleitung gibt es für ${game.name.de}-Turniere noch nicht.`,
      `Entering a table in the office is not available for ${game.name.en} tournaments yet.`,
      "matchId",
    );
  }
  const match = (await withSides(ctx.db, [row]))[0]!;
  const stored = await loadMatchDeals(ctx.db, match.id);
  const format = tournament.format;
  const evaluated = evaluateMatch({ rules: tournament.rules, ...format }, stored.map((d) => d.record));
  const pairs = new Map((await loadEntrantLabels(ctx.db, tournament.id)).map((p) => [p.id, p]));
  const nextDealer = stored.length === 0 ? match.firstDealer : evaluated.nextDealer;
  const entryOpen = round.status === "published" && match.status === "open";
  return {
    tournament: {
      id: tournament.id,
      name: tournament.name,
      slug: tournament.slug,
      rules: tournament.rules,
      matchFormat: format.matchFormat,
      matchPoints: format.matchPoints,
    },
    round: { id: round.id, number: round.number, status: round.status, version: round.version },
    match: {
      id: match.id,
      tableNumber: match.tableNumber,
      status: match.status,
      confirmed: match.confirmedAt !== null || match.status === "adjusted",
      version: match.version,
      firstDealer: match.firstDealer,
      nsPoints: match.nsPoints,
      ewPoints: match.ewPoints,
      adjusted: match.adjusted,
      ns: pairs.get(match.nsEntrantId) ?? null,
      ew: pairs.get(match.ewEntrantId) ?? null,
    },
    deals: stored.map((d, i) => {
      const step = evaluated.deals[i];
      return {
        id: d.id,
        number: d.number,
        version: d.version,
        record: d.record,
        score: d.score,
        detail: d.detail,
        enteredByCaptain: d.enteredByCaptain,
        updatedAt: d.updatedAt,
        credited: step?.credited ?? d.score,
        heldAward: step?.heldAward ?? null,
        totals: step?.totals ?? [],
      };
    }),
    totals: evaluated.totals,
    held: evaluated.held,
    over: evaluated.over,
    matchPoints: evaluated.matchPoints,
    nextNumber: stored.length + 1,
    nextDealer: entryOpen ? nextDealer : null,
    entryOpen,
    canUndo: round.status === "published" && match.status !== "adjusted" && stored.length > 0,
    canCorrect: (round.status === "closed" || round.status === "published") && match.status !== "adjusted",
  };
}
