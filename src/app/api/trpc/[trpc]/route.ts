import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createContext } from "@/server/api/context";
import { mapContextErrors, retryAfterMeta } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => mapContextErrors(() => createContext({ headers: req.headers })),
    responseMeta: retryAfterMeta,
  });

export { handler as GET, handler as POST };
