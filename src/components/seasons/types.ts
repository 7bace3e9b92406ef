// Shapes of the season procedures' answers, inferred from the router (never written by hand).
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>["season"];

export type SeasonPage = Outputs["get"];
export type SeasonSettings = SeasonPage["season"];
export type SeasonStandingsView = SeasonPage["view"];
export type SeasonStandingsRow = SeasonStandingsView["rows"][number];
export type SeasonEventItem = SeasonStandingsView["events"][number];
export type SeasonCandidate = SeasonPage["candidates"][number];
export type SeasonClub = SeasonPage["clubs"][number];
export type SeasonMergeItem = SeasonPage["merges"][number];
export type SeasonMergePreview = Outputs["previewMerge"];
export type ClubSeasonItem = Outputs["listForClub"][number];
export type SeasonRuleKind = SeasonSettings["ruleInput"]["kind"];
