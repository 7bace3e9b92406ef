// The organizer's view of one Doppelkopf table: who sits where, the Spielliste so far (each game's points by
// position, totals, the checks, Pflichtsoli, games left), who deals next and who sits out, and the stored records
// (with their ids and versions, for a correction) for the page's own live check with the same engine.
import { z } from "zod";
import { gameOf } from "@/games";
import { DomainError } from "../../errors";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import { requireMatch } from "./result-access";
import { loadSpielliste } from "./spielliste-data";
import { clockView, tableClock } from "../rounds/table-clock";

export const getSpiellisteInput = z.object({ matchId: idField });

export async function getSpielliste({ ctx, input }: ServiceCall<z.infer<typeof getSpiellisteInput>>) {
  const { match, round, tournament: t } = await requireMatch(ctx.db, ctx, input.matchId);
  if (!gameOf(t.game).features.gameList)
    throw new DomainError("BAD_REQUEST", "Dieser Tisch führt keine Spielliste; seine Spiele stehen auf der Tischseite.", "This table keeps no game list; see its table page.", "matchId");
  const { positions, gamesPlanned, struckAfter, records, stored, penalties, list } = await loadSpielliste(ctx.db, t, match);
  return {
    tournament: { id: t.id, name: t.name, rules: t.rules },
    round: { number: round.number, status: round.status },
    match: {
      id: match.id,
      tableNumber: match.tableNumber,
      status: match.status,
      confirmed: match.confirmedAt !== null || match.status === "adjusted",
      version: match.version,
      firstDealer: match.firstDealer,
    },
    positions,
    gamesPlanned,
    /** Time up: the games played when the outstanding normal games were struck, or null. */
    struckAfter,
    records,
    /** The stored games, for a correction (result.correctDeal takes a game's id and version). */
    deals: stored.map((d) => ({ id: d.id, number: d.number, version: d.version })),
    list,
    penalties,
    /** The table's round clock while the round runs (its end as an ISO time). */
    clock: round.status === "published" ? clockView(await tableClock(ctx.db, t, round, match), t.timeZone) : null,
    entryOpen: round.status === "published" && match.status === "open",
    canUndo: round.status === "published" && match.status !== "adjusted" && stored.length > 0,
    /** Any game is corrected with a reason, while the round runs too (and at a table closed with games struck:
     * it counts with its games). */
    canCorrect: round.status !== "draft" && stored.length > 0,
  };
}
