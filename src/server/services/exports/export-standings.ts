import { z } from "zod";
import type { ServiceCall } from "../_shared/context";
import { exportInput, findPublicTournament, publicHead } from "../public/public-tournament";
import { buildStandings, standingsFigures } from "../results/standings-data";
import { gameOf } from "@/games";
import { buildPlayerStandings } from "../results/player-standings";

export const exportStandingsInput = exportInput;

/** GET /api/export/t/<slug>/standings.json: the standings after the last closed round (docs/exports.md); a
 * tournament of single players (Doppelkopf) has `players` instead of `rows` of pairs. */
export async function exportStandings({ ctx, input }: ServiceCall<z.infer<typeof exportStandingsInput>>) {
  const row = await findPublicTournament(ctx.db, input.slug);
  const players =
    gameOf(row.tournament.game).standings.kind === "players" ? await buildPlayerStandings(ctx.db, row.tournament) : null;
  const s = await buildStandings(ctx.db, row.tournament);
  return {
    format: "stichfest.standings/1",
    tournament: publicHead(row),
    throughRound: (players ?? s).throughRound,
    liveRound: (players ?? s).liveRound,
    closedRounds: (players ?? s).closedRounds,
    tiebreaks: s.tiebreaks,
    rows: s.rows.map((r) => ({
      rank: r.rank,
      pair: { id: r.pair.id, number: r.pair.number, name: r.pair.name, players: r.pair.players },
      ...standingsFigures(r),
      history: r.history,
      rounds: r.rounds,
    })),
    ...(players
      ? {
          rankingMode: players.rankingMode,
          playerTiebreaks: players.playerTiebreaks,
          rankOnlyComplete: players.rankOnlyComplete,
          players: players.rows.map((r) => ({
            rank: r.rank,
            placeRule: r.placeRule,
            complete: r.complete,
            player: r.player,
            total: r.total,
            placementPoints: r.placementPoints,
            average: r.average,
            roundsPlayed: r.roundsPlayed,
            bestRound: r.bestRound,
            roundWins: r.roundWins,
            rounds: r.rounds,
          })),
        }
      : {}),
  };
}
