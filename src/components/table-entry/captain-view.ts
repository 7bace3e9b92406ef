// What the captain's tablet is shown of its table (the table.match query): the table entry and the parts it
// renders (header, confirmation, Doppelkopf's entry) all read this one shape.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type CaptainView = inferRouterOutputs<AppRouter>["table"]["match"];
