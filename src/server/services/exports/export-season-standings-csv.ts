// GET /api/export/s/<slug>/standings.csv: one line per row of a season, the numbers of standings.json
// (docs/exports.md); every cell through the shared CSV rule against formula injection.
import { z } from "zod";
import type { ServiceCall } from "../_shared/context";
import { writeCsv } from "../_shared/csv-cells";
import { exportSeasonStandings, exportSeasonStandingsInput } from "./export-season-standings";

export const exportSeasonStandingsCsvInput = exportSeasonStandingsInput;

/** The CSV columns, in order (docs/exports.md). */
export const SEASON_STANDINGS_CSV_COLUMNS = [
  "place",
  "name",
  "value",
  "total",
  "rounds",
  "min_rounds",
  "divisor",
  "average",
  "placement_points",
  "index",
  "events_played",
  "events_counted",
] as const;

/** Decimals a spreadsheet can take as they are: at most two places (the average, the index). */
const round2 = (n: number | null | undefined) => (n === null || n === undefined ? "" : Math.round(n * 100) / 100);

export async function exportSeasonStandingsCsv({ ctx, input }: ServiceCall<z.infer<typeof exportSeasonStandingsCsvInput>>) {
  const data = await exportSeasonStandings({ ctx, input });
  return writeCsv(
    SEASON_STANDINGS_CSV_COLUMNS,
    // place is empty for a row without one; a missed evening (placement rule) is no event played but counts.
    data.rows.map((r) => [
      r.place ?? "",
      r.name,
      round2(r.value),
      r.total,
      r.rounds,
      r.minRounds ?? "",
      r.divisor ?? "",
      round2(r.average),
      round2(r.placementPoints),
      round2(r.index),
      r.events.filter((e) => e.kind === "played").length,
      r.events.filter((e) => e.kind === "played" && e.counted).length,
    ]),
  );
}
