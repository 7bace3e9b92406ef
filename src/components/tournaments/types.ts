// Shapes of the tournament and round procedures' answers, inferred from the routers (never written by hand).
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>;

export type EntrantList = Outputs["tournament"]["listEntrants"];
export type EntrantItem = EntrantList["entrants"][number];
export type AvailableMember = EntrantList["availableMembers"][number];
export type RoundView = Outputs["round"]["get"];
export type RoundTable = RoundView["tables"][number];
