// A tRPC call through the real fetch adapter with a given service context: what a client's request does, minus
// next-auth. Shared by the fuzz of every procedure and the access walk.
import { handleTrpcRequest } from "@/server/api/http-handler";
import type { ServiceContext } from "@/server/services/_shared/context";

export async function callProcedure(path: string, type: "query" | "mutation", body: string, ctx: ServiceContext): Promise<{ status: number; text: string }> {
  const url = new URL(`http://localhost/api/trpc/${path}`);
  let req: Request;
  if (type === "query") {
    url.searchParams.set("input", body);
    req = new Request(url, { method: "GET" });
  } else {
    req = new Request(url, { method: "POST", body, headers: { "content-type": "application/json" } });
  }
  const res = await handleTrpcRequest(req, async () => ctx);
  return { status: res.status, text: await res.text() };
}
