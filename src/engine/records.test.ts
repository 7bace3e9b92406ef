// The command-line tests spawn the real CLI, the one place a test of the engine needs a child process.
// eslint-disable-next-line no-restricted-imports
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { randomKlammernRecord } from "./klammern/random-record";
import { rulesFor, scoreRecord, scoreRecordLine } from "./records";

const summary = { declarer: 1, trump: "H", chosen: "original", cardPoints: [60, 104] };
const k = (extra: Record<string, unknown> = {}) => ({ game: "klammern", players: 4, dealer: 0, summary, ...extra });

describe("records", () => {
  it("dispatches by game", () => {
    expect(scoreRecord(k())).toMatchObject({ ok: true, score: [60, 104], errors: [] });
    expect(scoreRecord({ ...k(), game: "skat" })).toMatchObject({ ok: false, errors: [{ code: "GAME_UNKNOWN", path: "game" }] });
    expect(scoreRecord({ players: 4 })).toMatchObject({ ok: false, errors: [{ code: "FIELD_MISSING", path: "game" }] });
    expect(scoreRecord([1])).toMatchObject({ ok: false, errors: [{ code: "RECORD_NOT_OBJECT" }] });
    expect(scoreRecordLine("{oops")).toMatchObject({ ok: false, errors: [{ code: "RECORD_NOT_JSON" }] });
  });
  it("default rules apply only to records without rules", () => {
    expect(scoreRecord(k(), { jassPoints: 20 })).toMatchObject({ ok: false, errors: [{ code: "CARD_POINTS_SUM" }] });
    expect(scoreRecord(k({ rules: { preset: "house" } }), { jassPoints: 20 })).toMatchObject({ ok: true });
  });
  it("default rules per game", () => {
    expect(rulesFor("klammern", { klammern: { jassPoints: 20 }, doppelkopf: { preset: "ddv" } })).toEqual({ jassPoints: 20 });
    expect(rulesFor("doppelkopf", { jassPoints: 20 })).toEqual({ jassPoints: 20 });
  });
  it("every error has code, path, German and English message", () => {
    const r = scoreRecord({ game: "klammern", players: 4, dealer: 9, rules: { x: 1 }, summary: { declarer: 7 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const e of r.errors) {
      expect(e.code).toMatch(/^[A-Z][A-Z_]+$/);
      expect(typeof e.path).toBe("string");
      expect(e.message.length).toBeGreaterThan(5);
      expect(e.messageEn.length).toBeGreaterThan(5);
    }
  });
});

describe("command line: engine score", () => {
  const run = (args: string[], input: string) =>
    spawnSync(process.execPath, ["scripts/engine-cli.mjs", ...args], { input, encoding: "utf8", cwd: process.cwd(), timeout: 60_000 });

  it("one result line per input line, in order; bad lines get ok:false and the run goes on", () => {
    const lines = [JSON.stringify(k()), "not json", "", JSON.stringify(randomKlammernRecord(3)), JSON.stringify({ game: "klammern" })];
    const r = run(["score"], lines.join("\n") + "\n");
    expect(r.status).toBe(0);
    const out = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as { ok: boolean; errors: { code: string }[] });
    expect(out).toHaveLength(5);
    expect(out.map((o) => o.ok)).toEqual([true, false, false, true, false]);
    expect(out[1]!.errors[0]!.code).toBe("RECORD_NOT_JSON");
  });
  it("--rules sets rules for records that carry none; last line without newline is read", () => {
    const r = run(["score", "--rules", '{"jassPoints":20}'], JSON.stringify(k({ summary: { ...summary, cardPoints: [60, 102] } })));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, score: [60, 102] });
  });
  it("usage errors exit 2", () => {
    expect(run([], "").status).toBe(2);
    expect(run(["score", "--rules", "{bad"], "").status).toBe(2);
    expect(run(["score", "--frobnicate"], "").status).toBe(2);
  });
});
