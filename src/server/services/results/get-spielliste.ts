// The organizer's view of one Doppelkopf table: who sits where, the Spielliste so far (each game's points by
// position, totals, the checks, Pflichtsoli, games left), who deals next and who sits out, and the stored records
// (with their ids and versions, for a correction) for the page's own live check with the same engine.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { gameOf, replaySpielliste, type DoppelkopfFormat, type TableSize } from "@/games";
import { deals } from "../../db/schema";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { loadPairs } from "../entrants/entrant-labels";
import { requireMatch } from "./result-access";
import { tableContext } from "./table-scoring";

export const getSpiellisteInput = z.object({ matchId: idField });

export async function getSpielliste({ ctx, input }: ServiceCall<z.infer<typeof getSpiellisteInput>>) {
  const { match, round, tournament: t } = await requireMatch(ctx.db, ctx, input.matchId);
  if (gameOf(t.game).entrant.players !== 1)
    throw new DomainError("BAD_REQUEST", "Dieser Tisch spielt Paare; seine Partie steht auf der Tischseite.", "This table plays pairs; see its match page.", "matchId");
  const table = await tableContext(ctx.db, match);
  const entrants = new Map((await loadPairs(ctx.db, t.id)).map((p) => [p.id, p]));
  const stored = await ctx.db.select().from(deals).where(eq(deals.matchId, match.id)).orderBy(asc(deals.number));
  const format = t.format as DoppelkopfFormat;
  const size = table.seats.length as TableSize;
  const gamesPlanned = size === 5 ? format.gamesPerTable.five : format.gamesPerTable.four;
  const records = stored.map((d) => d.record);
  const list = replaySpielliste({ size, rules: t.rules, records, gamesPlanned, firstDealer: match.firstDealer });
  return {
    tournament: { id: t.id, name: t.name, rules: t.rules },
    round: { number: round.number, status: round.status },
    match: { id: match.id, tableNumber: match.tableNumber, status: match.status, version: match.version, firstDealer: match.firstDealer },
    positions: table.seats.map((id, position) => ({ position, entrantId: id, number: entrants.get(id)?.number ?? 0, name: entrants.get(id)?.players[0] ?? "?" })),
    gamesPlanned,
    records,
    /** The stored games, for a correction (result.correctDeal takes a game's id and version). */
    deals: stored.map((d) => ({ id: d.id, number: d.number, version: d.version })),
    list: {
      games: list.games.map((g) => ({
        number: g.number,
        dealer: g.dealer,
        sitsOut: g.sitsOut,
        score: g.score,
        type: g.type,
        soloist: g.soloist,
        pflichtsolo: g.pflichtsolo,
      })),
      totals: list.totals,
      next: list.next ? { number: list.next.number, dealer: list.next.dealer, sitsOut: list.next.sitsOut, active: list.next.active } : null,
      gamesLeft: list.gamesLeft,
      pflichtsolo: list.pflichtsolo,
      checks: list.checks,
    },
    entryOpen: round.status === "published" && match.status === "open",
    canUndo: round.status === "published" && match.status !== "adjusted" && stored.length > 0,
    /** A closed round's games change only by correction, with a reason. */
    // A table closed with games struck counts with its games: they stay correctable.
    canCorrect: round.status === "closed" && stored.length > 0,
  };
}
