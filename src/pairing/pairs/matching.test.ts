import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruteMaxMatching } from "./brute-force";
import { matchingSize, maximumMatching } from "./matching";

describe("maximumMatching (Edmonds' blossom)", () => {
  it("matches an odd cycle with a tail through the blossom", () => {
    // 5-cycle 0-1-2-3-4-0 plus pendant 5 on 4 and pendant 6 on 0: maximum 3 needs the blossom.
    const edges = new Set(["0-1", "1-2", "2-3", "3-4", "0-4", "4-5", "0-6"]);
    const edge = (u: number, v: number) => edges.has(`${Math.min(u, v)}-${Math.max(u, v)}`);
    const mate = maximumMatching(7, edge);
    expect(matchingSize(mate)).toBe(3);
    mate.forEach((m, v) => {
      if (m !== -1) {
        expect(mate[m]).toBe(v);
        expect(edge(v, m)).toBe(true);
      }
    });
  });

  it("equals brute force on random graphs up to 12 vertices", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 100 }), fc.integer(), (n, density, seed) => {
        const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
        let x = seed | 0;
        for (let u = 0; u < n; u++)
          for (let v = u + 1; v < n; v++) {
            x = (Math.imul(x, 1103515245) + 12345) | 0;
            const on = ((x >>> 8) % 100) < density;
            (adj[u] as boolean[])[v] = on;
            (adj[v] as boolean[])[u] = on;
          }
        const edge = (u: number, v: number) => (adj[u] as boolean[])[v] === true;
        const mate = maximumMatching(n, edge);
        for (let v = 0; v < n; v++) {
          const m = mate[v] as number;
          if (m !== -1) {
            expect(mate[m]).toBe(v);
            expect(edge(v, m)).toBe(true);
          }
        }
        expect(matchingSize(mate)).toBe(bruteMaxMatching(n, edge));
      }),
      { numRuns: 300 },
    );
  });
});
