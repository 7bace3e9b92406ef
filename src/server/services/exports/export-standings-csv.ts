import { z } from "zod";
import type { ServiceCall } from "../_shared/context";
import { writeCsv } from "../_shared/csv-cells";
import { exportStandings, exportStandingsInput } from "./export-standings";

export const exportStandingsCsvInput = exportStandingsInput;

/** The CSV columns, in order (docs/exports.md); German spreadsheets read the semicolon and the BOM. */
export const STANDINGS_CSV_COLUMNS = [
  "rank",
  "pair_number",
  "pair_name",
  "player1",
  "player2",
  "match_points",
  "points_for",
  "points_against",
  "point_diff",
  "buchholz",
  "wins",
  "draws",
  "losses",
  "byes",
  "played",
  "withdrawn",
] as const;

/** The columns for a tournament of single players (Doppelkopf). */
export const PLAYER_STANDINGS_CSV_COLUMNS = [
  "rank",
  "player_number",
  "player",
  "total",
  "placement_points",
  "average",
  "rounds_played",
  "best_round",
  "round_wins",
  "place_rule",
] as const;

/** GET /api/export/t/<slug>/standings.csv: one line per pair (or player), the same numbers as standings.json. */
export async function exportStandingsCsv({ ctx, input }: ServiceCall<z.infer<typeof exportStandingsCsvInput>>) {
  const data = await exportStandings({ ctx, input });
  if (data.players)
    return writeCsv(
      PLAYER_STANDINGS_CSV_COLUMNS,
      // rank is empty for a player listed without a place; place_rule says what decided a place among equal rows.
      data.players.map((r) => [r.rank ?? "", r.player.number, r.player.name, r.total, r.placementPoints, Math.round(r.average * 100) / 100, r.roundsPlayed, r.bestRound, r.roundWins, r.placeRule ?? ""]),
    );
  const rows = data.rows.map((r) => [
    r.rank,
    r.pair.number,
    r.pair.name ?? "",
    r.pair.players[0],
    r.pair.players[1],
    r.matchPoints,
    r.pointsFor,
    r.pointsAgainst,
    r.pointDiff,
    r.buchholz,
    r.wins,
    r.draws,
    r.losses,
    r.byes,
    r.played,
    r.withdrawn ? 1 : 0,
  ]);
  return writeCsv(STANDINGS_CSV_COLUMNS, rows);
}
