// Inferred API types for the result components (habit 9: never hand-written).
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>;
export type MatchView = Outputs["result"]["getMatch"];
export type DealView = MatchView["deals"][number];
export type StandingsView = Outputs["result"]["standings"];
export type AuditView = Outputs["result"]["auditLog"];
export type RoundResultsView = Outputs["result"]["roundResults"];
