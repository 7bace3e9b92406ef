import { describe, expect, it } from "vitest";
import { cutParts, PartsCache } from "./parts";

const page = (tables: string[], heading = "Runde 1 läuft") =>
  `<html><body><h2 data-part="heading" id="r">${heading}</h2><ul>${tables
    .map((t, i) => `<li data-part="table:${i + 1}" class="card" data-deals="${t.length}"><b>Tisch ${i + 1}</b> ${t}<br/></li>`)
    .join("")}</ul><script>self.__next_f.push([1,"\\u003cli data-part=\\"x\\"\\u003e"])</script></body></html>`;

/** The page as a live page renders it: naming the version it shows. */
const live = (html: string, version = "p.1") => html.replace("<body>", `<body><span data-live="1" data-version="${version}"></span>`);

describe("cutParts", () => {
  it("cuts each marked element whole, in order, nested tags and void elements included", () => {
    const { parts } = cutParts(page(["+3", "-1"]));
    expect([...parts.keys()]).toEqual(["heading", "table:1", "table:2"]);
    expect(parts.get("table:2")).toBe('<li data-part="table:2" class="card" data-deals="2"><b>Tisch 2</b> -1<br/></li>');
    expect(parts.get("heading")).toBe('<h2 data-part="heading" id="r">Runde 1 läuft</h2>');
  });

  it("reads the version the page names", () => {
    expect(cutParts(live(page([]), "p.7")).version).toBe("p.7");
    expect(cutParts(page([])).version).toBeNull();
  });

  it("keeps the first of two elements with the same id, and finds none in scripts", () => {
    const { parts } = cutParts('<p data-part="a">1</p><p data-part="a">2</p><script>"<p data-part=\\"b\\">"</script>');
    expect([...parts]).toEqual([["a", '<p data-part="a">1</p>']]);
  });

  it("hashes what shows outside the parts, not the parts, the scripts, the nonces or the page's version", () => {
    const frame = (html: string) => cutParts(html).frame;
    const base = frame('<main data-version="p.1"><h1>Herbst</h1><p data-part="a">1</p><script nonce="n1">x(1)</script></main>');
    expect(frame('<main data-version="p.2"><h1>Herbst</h1><p data-part="a">2</p><script nonce="n2">x(2)</script><template id="B:0"></template></main>')).toBe(base);
    expect(frame('<main><h1>Herbst</h1><p data-part="a">1</p><p>Seite 2</p></main>')).not.toBe(base);
    expect(frame('<main><h1 class="big">Herbst</h1><p data-part="a">1</p></main>')).not.toBe(base);
  });
});

describe("PartsCache", () => {
  const setup = () => {
    let version = 1;
    let html = page(["+3", "-1"]);
    let renders = 0;
    const cache = new PartsCache();
    const ask = (since: string) =>
      cache.changes("w", since, () => `p.${version}`, async () => (renders++, live(html, `p.${version}`)));
    return {
      cache,
      ask,
      change(next: string) {
        version++;
        html = next;
      },
      get renders() {
        return renders;
      },
    };
  };

  it("sends only the parts that changed since the viewer's version, rendering once per version", async () => {
    const s = setup();
    expect(await s.ask("p.1")).toEqual({ v: "p.1", parts: [] });
    s.change(page(["+3", "-1 +4"]));
    const [a, b] = [await s.ask("p.1"), await s.ask("p.1")];
    expect(a).toEqual({ v: "p.2", parts: [["table:2", '<li data-part="table:2" class="card" data-deals="5"><b>Tisch 2</b> -1 +4<br/></li>']] });
    expect(b).toEqual(a);
    expect(s.renders).toBe(2);
    s.change(page(["+3 +2", "-1 +4"], "Runde 1 beendet"));
    // Two versions behind: everything that changed since.
    const behind = await s.ask("p.1");
    expect(behind.v).toBe("p.3");
    expect("parts" in behind && behind.parts.map(([id]) => id)).toEqual(["heading", "table:1", "table:2"]);
  });

  it("tells a viewer to reload whose version it does not know, or whose page changed its shape", async () => {
    const s = setup();
    expect(await s.ask("p.0")).toEqual({ v: "p.1", reload: true });
    expect(await s.ask("other.1")).toEqual({ v: "p.1", reload: true });
    s.change(page(["+3", "-1", ""]));
    expect(await s.ask("p.1")).toEqual({ v: "p.2", reload: true });
    // Outside the parts: the same parts in another frame.
    s.change(page(["+3", "-1", ""]).replace("<ul>", "<p>Seite 1 von 2</p><ul>"));
    expect(await s.ask("p.2")).toEqual({ v: "p.3", reload: true });
  });

  it("renders again when the tournament changed while a render ran (its parts could be of either version)", async () => {
    let version = 1;
    let renders = 0;
    const cache = new PartsCache();
    await cache.changes("w", "p.1", () => `p.${version}`, async () => live(page(["+3"])));
    version = 2;
    const answer = await cache.changes("w", "p.1", () => `p.${version}`, async () => {
      renders++;
      const read = `p.${version}`; // the page reads its version first
      if (renders === 1) version = 3; // a deal came in during the render
      return live(page(["+3 +1"]), read);
    });
    expect(renders).toBe(2);
    expect(answer).toEqual({ v: "p.3", parts: [["table:1", expect.stringContaining("+3 +1")]] });
  });

  it("answers reload where no page could be rendered, and while the listener is not up", async () => {
    const none = new PartsCache();
    expect(await none.changes("w", "p.1", () => "p.1", async () => null)).toEqual({ v: "p.1", reload: true });
    // A page that names no version is no live page.
    expect(await none.changes("w", "p.1", () => "p.1", async () => page([]))).toEqual({ v: "p.1", reload: true });
    const untrusted = new PartsCache({ trusted: () => false });
    expect(await untrusted.changes("w", "p.1", () => "p.1", async () => live(page([])))).toEqual({ v: "p.1", reload: true });
    expect(untrusted.size).toBe(0);
  });

  it("keeps at most maxWindows windows and drops idle ones", async () => {
    let now = 0;
    const cache = new PartsCache({ maxWindows: 2, idleMs: 1000, now: () => now });
    for (const w of ["a", "b", "c"]) await cache.changes(w, "p.1", () => "p.1", async () => live(page([])));
    expect(cache.size).toBe(2);
    // The oldest went; asked for again, it is rendered anew.
    expect(await cache.changes("a", "p.1", () => "p.1", async () => live(page([])))).toEqual({ v: "p.1", parts: [] });
    now = 5000;
    cache.sweep();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps at most maxBytes of parts and hashes, the least recently asked for window going first", async () => {
    const big = live(page(["x".repeat(300)]));
    const probe = new PartsCache();
    await probe.changes("a", "p.1", () => "p.1", async () => big);
    const one = probe.bytes;
    expect(one).toBeGreaterThan(300);
    const cache = new PartsCache({ maxBytes: Math.floor(2.5 * one) });
    await cache.changes("a", "p.1", () => "p.1", async () => big);
    await cache.changes("b", "p.1", () => "p.1", async () => big);
    expect(cache.bytes).toBe(2 * one);
    await cache.changes("c", "p.1", () => "p.1", async () => big);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2 * one);
  });
});
