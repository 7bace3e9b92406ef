// Standings of individual players (Doppelkopf): by the tournament's ranking mode over closed rounds and the
// finished tables of the round being played that count (src/pairing/standings/individual.ts). Ties share the place
// unless the format names tiebreaks; with rankOnlyComplete a player who missed a closed round gets no place. A
// tournament stored before these options ranks with their defaults.
import { z } from "zod";
import { gameOf } from "@/games";
import { individualStandings } from "@/pairing";
import type { Queryable } from "../../db";
import { DomainError } from "../../errors";
import { requireTournament } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";
import type { Tournament } from "../_shared/tournament-format";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { loadTableResults } from "../rounds/table-results";

export async function buildPlayerStandings(db: Queryable, t: Tournament) {
  const { standings } = gameOf(t.game);
  if (standings.kind !== "players") throw new Error(`${t.game} does not rank single players`);
  const { mode: rankingMode, tiebreaks: playerTiebreaks, onlyComplete: rankOnlyComplete } = standings.ranking(t.format);
  const players = await loadEntrantLabels(db, t.id);
  // Closed rounds count whole; in the round being played a finished table counts once confirmed at the table, or
  // at once when the office entered it (as for Klammern, standings-data.ts).
  const tables = (await loadTableResults(db, t.id)).filter(
    (tb) => tb.roundStatus === "closed" || (tb.status === "complete" && (tb.confirmed || !tb.byCaptain)),
  );
  const byId = new Map(players.map((p) => [p.id, p]));
  const closedRounds = [...new Set(tables.filter((tb) => tb.roundStatus === "closed").map((tb) => tb.round))].sort((a, b) => a - b);
  // Complete: every closed round played (the round being played makes nobody incomplete).
  const rows = individualStandings(
    players.map((p) => p.id),
    tables,
    { mode: rankingMode, tiebreaks: playerTiebreaks, onlyComplete: rankOnlyComplete, rounds: closedRounds },
  );
  const live = tables.find((tb) => tb.roundStatus === "published");
  return {
    rankingMode,
    playerTiebreaks,
    rankOnlyComplete,
    throughRound: closedRounds.at(-1) ?? 0,
    closedRounds,
    /** The round being played when some of its finished tables already count, else null. */
    liveRound: live?.round ?? null,
    rows: rows.map((r) => {
      const p = byId.get(r.player)!;
      return { ...r, player: { id: p.id, number: p.number, name: p.players[0] ?? "?", status: p.status } };
    }),
  };
}

export const getPlayerStandingsInput = z.object({ tournamentId: idField });

/** The organizer's standings of a tournament of single players. */
export async function getPlayerStandings({ ctx, input }: ServiceCall<z.infer<typeof getPlayerStandingsInput>>) {
  const t = await requireTournament(ctx.db, ctx, input.tournamentId);
  if (gameOf(t.game).standings.kind !== "players")
    throw new DomainError("BAD_REQUEST", "Dieses Turnier wertet Paare, nicht einzelne Spieler.", "This tournament ranks pairs, not single players.", "tournamentId");
  return buildPlayerStandings(ctx.db, t);
}
