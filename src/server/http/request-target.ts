// The request line's target, checked before anything reads it. Next decodes a page's or an export's path segments
// and answered a malformed percent-encoding ("/s/%E0%A4%A") with a bare 500: a path that does not decode is a bad
// request.
import type { IncomingMessage } from "node:http";

export interface TargetRefusal {
  status: 400;
  text: string;
}

const MALFORMED: TargetRefusal = {
  status: 400,
  text: "Ungültige Adresse: fehlerhafte Prozent-Kodierung.\nInvalid address: malformed percent-encoding.\n",
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

/** Null when the request may go on; the refusal otherwise. */
export function checkRequestTarget(req: Pick<IncomingMessage, "url">): TargetRefusal | null {
  const path = (req.url ?? "/").split("?")[0]!;
  return decodes(path) ? null : MALFORMED;
}
