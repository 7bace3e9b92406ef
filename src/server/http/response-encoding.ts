// Which encoding the server's compression (compress.ts, the `compression` middleware) gives an answer for a
// request's Accept-Encoding: brotli, gzip, deflate or none. The shared refresh keys its renders by this, not by the
// header, whose spellings are countless ("gzip", "gzip, br", "br;q=1, gzip;q=0.9", …) while the answers are four.
// It asks the same negotiator with the same offer as the middleware does (brotli, then gzip, on a tie); the tests
// compare it with the middleware itself.
import Negotiator from "negotiator";
import { ENCODINGS, PREFERRED_ENCODINGS } from "./compress";

export type ResponseEncoding = (typeof ENCODINGS)[number];

/** negotiator 0.6.4's encoding(), with the preferred list its published types do not have yet. */
type Negotiating = { encoding(available: string[], preferred: string[]): string | undefined };

/** The encoding the compression uses for a compressible answer to a request with this Accept-Encoding. */
export function responseEncoding(acceptEncoding: string | string[] | undefined): ResponseEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(", ") : (acceptEncoding ?? "");
  if (!header) return "identity"; // the middleware's rule for a missing or empty header
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as unknown as Negotiating;
  const method = negotiator.encoding([...ENCODINGS], [...PREFERRED_ENCODINGS]);
  return (ENCODINGS as readonly string[]).includes(method ?? "") ? (method as ResponseEncoding) : "identity";
}
