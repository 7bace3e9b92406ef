// The request line's target, checked before anything reads it. Next decodes a page's or an export's path segments
// and answered a malformed percent-encoding ("/s/%E0%A4%A") with a bare 500; and it resolves an absolute-form
// target ("GET http://evil.example/org") against that target's host, so its redirects (to the sign-in page) led
// there. A path that does not decode is a bad request; an absolute-form target is taken as the path it names when
// it names this request's Host or one of the app's own hosts, and refused otherwise.
import type { IncomingMessage } from "node:http";
import { isWellFormedHost } from "./host-header";

export interface TargetRefusal {
  status: 400;
  text: string;
}

const MALFORMED: TargetRefusal = {
  status: 400,
  text: "Ungültige Adresse: fehlerhafte Prozent-Kodierung.\nInvalid address: malformed percent-encoding.\n",
};
const FOREIGN: TargetRefusal = {
  status: 400,
  text: "Ungültige Anfrage: die Adresse nennt einen fremden Host.\nInvalid request: the address names another host.\n",
};

/** Whether every percent-encoding in `path` is one of UTF-8 (what Next's decoding of a segment needs). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the request's target and brings an absolute-form one to origin-form (its path and query, its host as the
 * Host header, RFC 9112 3.2.2). Null when the request may go on; the refusal otherwise.
 */
export function checkRequestTarget(req: Pick<IncomingMessage, "url" | "headers">, ownHost: (host: string | undefined) => boolean): TargetRefusal | null {
  const target = req.url ?? "/";
  if (!target.startsWith("/")) {
    const absolute = /^https?:\/\/([^/?#]*)/i.exec(target);
    const host = absolute?.[1]?.toLowerCase();
    if (!host || !isWellFormedHost(host)) return FOREIGN;
    if (host !== req.headers.host?.toLowerCase() && !ownHost(host)) return FOREIGN;
    const rest = target.slice(absolute![0].length);
    req.url = rest.startsWith("/") ? rest : `/${rest}`;
    req.headers.host = host;
  }
  const path = req.url!.split("?")[0]!;
  return decodes(path) ? null : MALFORMED;
}
