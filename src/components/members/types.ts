// Shapes of the member procedures' answers, inferred from the router (never written by hand).
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>["member"];

export type Member = Pick<
  Outputs["list"]["members"][number],
  "id" | "playerNumber" | "firstName" | "lastName" | "email" | "city" | "federationNumber" | "active" | "version"
>;
export type ImportPreview = Outputs["previewImport"];
export type ImportPreviewRow = ImportPreview["rows"][number];
