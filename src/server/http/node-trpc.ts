// The tRPC calls that the custom server (scripts/start.ts) answers itself: those without an account session, the
// table devices' deals above all. Through Next's route a call cost its routing, request wrapping and web-stream
// plumbing on top of the procedure; here the body is read from the socket and handed to the same fetch handler
// (src/server/api/trpc-request.ts) with the same context, limits and error mapping. A call with next-auth's
// session cookie still goes through Next, which reads that session.
import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "../auth/session-cookie";
import { requestOrigin } from "./host-header";

const TRPC_PATH = /^\/api\/trpc\/[^/?]+(?:\?|$)/;

/** Whether the custom server answers this request itself: a tRPC GET or POST without an account session. */
export function isSessionlessTrpcRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  return (req.method === "GET" || req.method === "POST") && TRPC_PATH.test(req.url ?? "") && !hasSessionCookie(req.headers.cookie);
}

/** Answers the call with `handle`; the caller has checked origin and body size (request-guard, body-cap) and set
 * the security headers on `res`. */
export async function serveTrpc(req: IncomingMessage, res: ServerResponse, handle: (req: Request) => Promise<Response>): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  let body: Buffer<ArrayBuffer> | undefined;
  if (req.method === "POST") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  // The custom server refuses a malformed Host first (request-guard.ts); should one get here, it is no host.
  const response = await handle(new Request(`${requestOrigin(req.headers.host)}${req.url}`, { method: req.method, headers, body }));
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()));
}
