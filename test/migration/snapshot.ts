// What an organizer and the public see of one tournament, as plain JSON: the views the migration test compares
// before and after a schema change (standings, rounds and their results, audit trail, entrants, the four exports).
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import type { Database } from "../../src/server/db";
import type { SessionUser } from "../../src/server/services/_shared/context";
import { callerFor } from "../services";

export const EXPORTS = ["standings.json", "standings.csv", "rounds.json", "deals.jsonl"] as const;

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

export async function tournamentSnapshot(db: Database, organizer: SessionUser, tournamentId: string, slug: string) {
  const api = callerFor(db, organizer);
  const rounds = await api.round.list({ tournamentId });
  const roundResults = [];
  for (const r of rounds as { number: number }[]) roundResults.push(await api.result.roundResults({ tournamentId, round: r.number }));
  const exports: Record<string, string> = {};
  for (const kind of EXPORTS) exports[kind] = await (await exportResponse(db, slug, kind)).text();
  return {
    tournament: plain(await api.tournament.get({ tournamentId })),
    entrants: plain(await api.tournament.listEntrants({ tournamentId })),
    standings: plain(await api.result.standings({ tournamentId })),
    rounds: plain(rounds),
    roundResults: plain(roundResults),
    auditLog: plain(await api.result.auditLog({ tournamentId })),
    exports,
  };
}

export type TournamentSnapshot = Awaited<ReturnType<typeof tournamentSnapshot>>;
