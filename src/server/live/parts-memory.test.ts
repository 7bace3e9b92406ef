// The parts cache's bound must bound its memory: every string it keeps was cut from a page of hundreds of kB, and a
// V8 slice keeps its whole parent alive (at its counted 64 MB the cache held 440 MB). Measured on the heap after a
// full collection.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PartsCache } from "./parts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/** A page of about 228 kB whose parts are small: long ids, text beyond Latin-1 (two bytes a character in V8). */
const page = (window: number, version: number) => {
  const parts = Array.from({ length: 60 }, (_, i) => `<li data-part="table:${window}:${i}:${"k".repeat(40)}">Tisch ${i} – ${version}</li>`).join("");
  return `<html><body><span data-live="1" data-version="proc-${"v".repeat(20)}.${version}"></span><ul>${parts}</ul><script>${"–".repeat(110_000)}</script></body></html>`;
};

describe("PartsCache memory", () => {
  it("keeps the heap it retains at its bound near the bytes it counts", async () => {
    const maxBytes = 8 * 1024 * 1024;
    const before = heapAfterGc();
    const cache = new PartsCache({ maxBytes, maxWindows: 100_000 });
    for (let w = 0; w < 1500; w++) {
      const key = `${"/t/herbst-abc?tische=" + w}\nde\nlocalhost:3000\nhttp${"x".repeat(200)}`.slice(0, -200);
      for (const v of [1, 2]) await cache.changes(key, `proc-${"v".repeat(20)}.1`, () => `proc-${"v".repeat(20)}.${v}`, async () => page(w, v));
    }
    const retained = heapAfterGc() - before;
    expect(cache.bytes).toBeGreaterThan(maxBytes * 0.9);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // Before the copies: 20 to 40 times the counted bytes.
    expect(retained).toBeLessThan(cache.bytes * 1.3);
    expect(retained).toBeGreaterThan(cache.bytes * 0.5);
  });
});
