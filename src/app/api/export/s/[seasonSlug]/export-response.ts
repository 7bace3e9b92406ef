// A season's exports (docs/exports.md), answered like the tournaments' (export-answer.ts).
import type { Database } from "@/server/db";
import { exportSeasonStandings } from "@/server/services/exports/export-season-standings";
import { exportSeasonStandingsCsv } from "@/server/services/exports/export-season-standings-csv";
import { exportAnswer } from "../../export-answer";

export type SeasonExportKind = "standings.json" | "standings.csv";

export async function seasonExportResponse(db: Database, slug: string, kind: SeasonExportKind): Promise<Response> {
  const call = { ctx: { db, user: null, clientAddress: "" }, input: { slug } };
  return exportAnswer(slug, kind, async () =>
    kind === "standings.json" ? JSON.stringify(await exportSeasonStandings(call), null, 2) : exportSeasonStandingsCsv(call),
  );
}
