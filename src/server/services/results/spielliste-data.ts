// One Doppelkopf table's Spielliste as the office and the table's device read it: who sits where, the games so far
// replayed by the table's Spielliste (points by position, totals, the checks, Pflichtsoli, games left, who deals
// next), and the stored records for the page's own live check with the same engine.
import { asc, eq } from "drizzle-orm";
import { gameOf, replaySpielliste, type TableSize } from "@/games";
import type { Queryable } from "../../db";
import { deals, penalties, type matches } from "../../db/schema";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import type { Tournament } from "../_shared/tournament-format";
import { tableContext } from "./table-context";

export async function loadSpielliste(db: Queryable, t: Tournament, match: typeof matches.$inferSelect) {
  const table = await tableContext(db, match);
  const entrants = new Map((await loadEntrantLabels(db, t.id)).map((p) => [p.id, p]));
  const stored = await db.select().from(deals).where(eq(deals.matchId, match.id)).orderBy(asc(deals.number));
  const size = table.seats.length as TableSize;
  const goal = gameOf(t.game).tableGoal(t.format, size);
  // A game list plays a number of games (the games per table of its size), never to a target.
  const gamesPlanned = goal.kind === "deals" ? goal.deals : 0;
  const records = stored.map((d) => d.record);
  const list = replaySpielliste({ size, rules: t.rules, records, gamesPlanned, firstDealer: match.firstDealer, struckAfter: match.struckAfter });
  const given = await db.select().from(penalties).where(eq(penalties.matchId, match.id)).orderBy(asc(penalties.createdAt));
  return {
    positions: table.seats.map((id, position) => ({ position, entrantId: id, number: entrants.get(id)?.number ?? 0, name: entrants.get(id)?.players[0] ?? "?" })),
    gamesPlanned,
    /** Time up: the games played when the rest were struck; after them only missing Pflichtsoli (Vorführungen). */
    struckAfter: match.struckAfter,
    records,
    stored,
    /** The penalties at the table (TSR 9), each with its points by position and whether the referee countersigned it
     * (only then does it count); the totals below are the games' alone. */
    penalties: given.map((p) => ({ id: p.id, game: p.game, offender: p.offender, class: p.class, points: p.points, reason: p.reason, signed: p.signedAt !== null })),
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
      /** Time up: who still lacks his Pflichtsolo, and whether no game can follow (the organizer closes the round). */
      afterTime: list.afterTime,
    },
  };
}
