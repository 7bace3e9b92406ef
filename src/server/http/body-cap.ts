// A body sent in chunks states no length, so the check by Content-Length (request-guard.ts) cannot see its
// size: its bytes are counted as the HTTP parser hands them to the request stream, and the request is answered
// with 413 the moment they pass the limit. Counting at `push` (not with a 'data' listener) leaves the stream
// paused for Next, which reads the body later and must not miss the first chunks.
import type { IncomingMessage, ServerResponse } from "node:http";

export function capBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  let seen = 0;
  let over = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as Buffer).length;
      if (seen > limit) {
        over = true;
        refuseTooLarge(req, res, limit);
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

export function tooLargeBody(limit: number) {
  const mb = limit / 1024 / 1024;
  return { de: `Die Anfrage ist größer als ${mb} MB.`, en: `The request is larger than ${mb} MB.` };
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number) {
  // The rest of the body is never read: the connection closes once the answer is out.
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", connection: "close" });
  res.end(JSON.stringify({ error: tooLargeBody(limit) }), () => req.socket.destroy());
}
