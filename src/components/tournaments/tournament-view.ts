// Inferred API type of a tournament as its organizer page reads it (habit 9: never hand-written).
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type TournamentView = inferRouterOutputs<AppRouter>["tournament"]["get"];
