// A tRPC request answered with the context its headers give: the route (src/app/api/trpc) and the custom server
// (scripts/start.ts, through src/server/http/app-hooks.ts) both call this.
import "server-only";
import { createContext } from "./context";
import { mapContextErrors } from "./errors";
import { handleTrpcRequest } from "./http-handler";

export const answerTrpcRequest = (req: Request) => handleTrpcRequest(req, () => mapContextErrors(() => createContext({ headers: req.headers })));
