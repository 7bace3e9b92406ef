// The tRPC fetch handler with the limits every caller gets: the route (src/app/api/trpc) and the procedure fuzz.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { MAX_BATCH_SIZE } from "@/lib/trpc-limits";
import type { ServiceContext } from "../services/_shared/context";
import { retryAfterMeta } from "./errors";
import { appRouter } from "./root";

export function handleTrpcRequest(req: Request, createContext: () => Promise<ServiceContext>) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext,
    maxBatchSize: MAX_BATCH_SIZE,
    responseMeta: retryAfterMeta,
  });
}
