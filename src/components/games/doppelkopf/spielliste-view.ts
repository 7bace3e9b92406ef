// The office's view of one Doppelkopf table, as result.getSpielliste answers it.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type SpiellisteView = inferRouterOutputs<AppRouter>["result"]["getSpielliste"];
