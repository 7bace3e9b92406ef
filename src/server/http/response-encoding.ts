// Which encoding Next's compression gives an answer for a request's Accept-Encoding: gzip, deflate or none. The
// shared refresh keys its renders by this, not by the header, whose spellings are countless ("gzip", "gzip, br",
// "br;q=1, gzip;q=0.9", …) while the answers are three. Next (`compress`, on by default) runs the `compression`
// middleware, which asks `negotiator` for the best of gzip, deflate and identity, and takes gzip over deflate when
// the client accepts both; this is that choice, rule for rule (negotiator 0.6: the exact name before "*", then the
// weight, then the header's order). The tests compare it with Next's own middleware.

export type ResponseEncoding = "gzip" | "deflate" | "identity";

interface Accepted {
  encoding: string;
  q: number;
  i: number;
}

interface Priority {
  o: number;
  q: number;
  s: number;
  i?: number;
}

const ENCODING = /^\s*([^\s;]+)\s*(?:;(.*))?$/;

function parse(header: string): Accepted[] {
  const parts = header.split(",");
  const accepted: Accepted[] = [];
  let hasIdentity = false;
  let minQuality = 1;
  parts.forEach((part, i) => {
    const match = ENCODING.exec(part.trim());
    if (!match) return;
    let q = 1;
    for (const param of match[2]?.split(";") ?? []) {
      const [name, value] = param.trim().split("=");
      if (name === "q") {
        q = parseFloat(value!);
        break;
      }
    }
    const spec = { encoding: match[1]!, q, i };
    accepted.push(spec);
    hasIdentity ||= specify("identity", spec, i) !== null;
    minQuality = Math.min(minQuality, spec.q || 1);
  });
  // Not named: identity is accepted at the lowest weight named (negotiator's rule).
  if (!hasIdentity) accepted.push({ encoding: "identity", q: minQuality, i: parts.length });
  return accepted;
}

function specify(encoding: string, spec: Accepted, index: number): Priority | null {
  let s = 0;
  if (spec.encoding.toLowerCase() === encoding) s |= 1;
  else if (spec.encoding !== "*") return null;
  return { i: index, o: spec.i, q: spec.q, s };
}

function priority(encoding: string, accepted: Accepted[], index: number): Priority {
  let best: Priority = { o: -1, q: 0, s: 0 };
  for (const spec of accepted) {
    const p = specify(encoding, spec, index);
    if (p && (best.s - p.s || best.q - p.q || best.o - p.o) < 0) best = p;
  }
  return best;
}

/** The first of `offered` the client prefers, or null when it accepts none of them. */
function preferred(accepted: Accepted[], offered: ResponseEncoding[]): ResponseEncoding | null {
  const ranked = offered
    .map((encoding, index) => ({ encoding, p: priority(encoding, accepted, index) }))
    .filter(({ p }) => p.q > 0)
    .sort((a, b) => b.p.q - a.p.q || b.p.s - a.p.s || a.p.o - b.p.o || a.p.i! - b.p.i! || 0);
  return ranked[0]?.encoding ?? null;
}

/** The encoding Next's compression uses for a compressible answer to a request with this Accept-Encoding. */
export function responseEncoding(acceptEncoding: string | string[] | undefined): ResponseEncoding {
  const accepted = parse(Array.isArray(acceptEncoding) ? acceptEncoding.join(", ") : (acceptEncoding ?? ""));
  let method = preferred(accepted, ["gzip", "deflate", "identity"]);
  if (method === "deflate" && preferred(accepted, ["gzip"])) method = preferred(accepted, ["gzip", "identity"]);
  return method ?? "identity";
}
