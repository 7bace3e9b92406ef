import { createContext } from "@/server/api/context";
import { mapContextErrors } from "@/server/api/errors";
import { handleTrpcRequest } from "@/server/api/http-handler";

const handler = (req: Request) => handleTrpcRequest(req, () => mapContextErrors(() => createContext({ headers: req.headers })));

export { handler as GET, handler as POST };
