import { describe, expect, it } from "vitest";
import { possibleAugen } from "./augen";
import { scoreDoppelkopfRecord } from "./record";
import type { SummaryDetail } from "./summary";

const rec = (summary: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  game: "doppelkopf",
  rules: { preset: "house" },
  players: 4,
  dealer: 0,
  summary: { type: "normal", re: [0, 2], reAugen: 130, ...summary },
  ...extra,
});
const score = (summary: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const r = scoreDoppelkopfRecord(rec(summary, extra));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r as typeof r & { detail: SummaryDetail };
};
const code = (summary: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const r = scoreDoppelkopfRecord(rec(summary, extra));
  return r.ok ? "ok" : `${r.errors[0]!.code} ${r.errors[0]!.path}`;
};
const ddv = { rules: { preset: "ddv" } };

describe("summary: scoring", () => {
  it("a plain normal game: Re 130, nothing announced", () => {
    const r = score({});
    expect(r.score).toEqual([1, -1, 1, -1]);
    expect(r.detail).toMatchObject({ winner: "re", value: 1, mode: "summary" });
  });
  it("the records.md example: Re k90, Kontra kontra, Re 151, Doppelkopf Re, Fuchs Kontra", () => {
    const r = score({
      announcements: { re: "k90", kontra: "kontra" },
      reAugen: 151,
      special: [{ kind: "doppelkopf", party: "re" }, { kind: "fuchs-gefangen", party: "kontra" }],
    });
    // won 1, re 2, kontra 2, k90 by the winners 1; Kontra has 89: below 90 +1 => 7; specials net 0
    expect(r.detail).toMatchObject({ winner: "re", value: 7 });
    expect(r.score).toEqual([7, -7, 7, -7]);
  });
  it("summary Hochzeit with partner, and alone", () => {
    expect(score({ type: "hochzeit", re: [1, 3], klaerungsstich: 2 }).score).toEqual([-1, 1, -1, 1]);
    expect(score({ type: "hochzeit", re: [1], klaerungsstich: null }).score).toEqual([-1, 3, -1, -1]);
  });
  it("ddv Pflichtsolo: same dealer next; Lustsolo: next dealer", () => {
    expect(score({ type: "damen-solo", re: [2], pflicht: true }, ddv).detail.nextDealer).toBe(0);
    expect(score({ type: "damen-solo", re: [2], pflicht: false }, ddv).detail.nextDealer).toBe(1);
    expect(score({ type: "damen-solo", re: [2] }, { ...ddv, round: { pflichtsoloDone: [1] } }).detail).toMatchObject({ pflichtsolo: true, nextDealer: 0 });
  });
});

describe("summary: every check of doppelkopf.md", () => {
  it("Augen a 40-card party cannot make (1..7, 233..239) and outside 0..240", () => {
    const p = possibleAugen(40);
    expect([1, 2, 3, 4, 5, 6, 7, 233, 239].every((a) => !p[a])).toBe(true);
    expect([0, 8, 9, 120, 232, 240].every((a) => p[a])).toBe(true);
    expect(possibleAugen(48)[1]).toBe(0);
    expect(possibleAugen(48)[2]).toBe(1);
    expect(code({ reAugen: 5 })).toBe("AUGEN_IMPOSSIBLE summary.reAugen");
    expect(code({ reAugen: 241 })).toBe("AUGEN_RANGE summary.reAugen");
    expect(code({ reAugen: 12.5 })).toBe("AUGEN_RANGE summary.reAugen");
  });
  it.each([
    [{ reAugen: 0 }, "TRICKLESS_AUGEN summary.tricksless"], // 40 cards: 0 Augen means no trick
    [{ reAugen: 10, tricksless: "re" }, "TRICKLESS_AUGEN summary.tricksless"],
    [{ reAugen: 230, tricksless: "kontra" }, "TRICKLESS_AUGEN summary.tricksless"],
    [{ reAugen: 0, tricksless: "maybe" }, "TRICKLESS_INVALID summary.tricksless"],
    [{ reAugen: 79, special: [{ kind: "doppelkopf", party: "re" }, { kind: "doppelkopf", party: "re" }] }, "DOPPELKOPF_COUNT summary.special"],
    [{ reAugen: 120, special: Array(7).fill({ kind: "doppelkopf", party: "kontra" }) }, "DOPPELKOPF_COUNT summary.special"],
    [{ special: Array(3).fill({ kind: "fuchs-gefangen", party: "kontra" }) }, "FUCHS_COUNT summary.special"],
    [{ special: [{ kind: "fuchs-gefangen", party: "re" }], schweinchen: 1 }, "FUCHS_COUNT summary.special"],
    [{ special: Array(2).fill({ kind: "karlchen", party: "kontra" }) }, "KARLCHEN_COUNT summary.special"],
    [{ special: [{ kind: "karlchen", party: "re" }, { kind: "fuchs-am-end", party: "kontra" }] }, "KARLCHEN_FUCHS_AM_END summary.special"],
    [{ type: "damen-solo", re: [1], special: [{ kind: "doppelkopf", party: "re" }] }, "SPECIAL_NOT_COUNTED summary.special[0]"],
    [{ special: [{ kind: "gegen-die-alten", party: "kontra" }] }, "SPECIAL_INVALID summary.special[0].kind"],
    [{ special: [{ kind: "toString", party: "re" }] }, "SPECIAL_INVALID summary.special[0].kind"], // no inherited keys
    [{ special: [{ kind: "constructor", party: "kontra" }] }, "SPECIAL_INVALID summary.special[0].kind"],
    [{ reAugen: 240, tricksless: "kontra", special: [{ kind: "doppelkopf", party: "kontra" }] }, "SPECIAL_TRICKLESS summary.special[0]"],
    [{ re: [0] }, "RE_SEATS summary.re"],
    [{ re: [1, 1] }, "RE_SEATS summary.re"],
    [{ type: "trumpf-solo", re: [0, 2] }, "RE_SEATS summary.re"],
    [{ type: "hochzeit", re: [0, 2] }, "KLAERUNGSSTICH_INVALID summary.klaerungsstich"],
    [{ type: "hochzeit", re: [0, 2], klaerungsstich: null }, "RE_SEATS summary.re"],
    [{ klaerungsstich: 1 }, "KLAERUNGSSTICH_INVALID summary.klaerungsstich"],
    [{ type: "kreuz-solo", re: [0] }, "SOLO_NOT_ALLOWED summary.type"], // Farbsoli are ddv
    [{ type: "ramsch" }, "TYPE_INVALID summary.type"],
    [{ announcements: { re: "kontra" } }, "ANNOUNCEMENT_WRONG_PARTY summary.announcements.re"],
    [{ announcements: { re: "k120" } }, "ANNOUNCEMENT_INVALID summary.announcements.re"],
    [{ announcements: { both: "re" } }, "ANNOUNCEMENT_INVALID summary.announcements.both"],
    [{ type: "damen-solo", re: [1], schweinchen: 1 }, "SCHWEINCHEN_NOT_ALLOWED summary.schweinchen"],
    [{ type: "damen-solo", re: [1], pflicht: true }, "PFLICHTSOLO_NOT_ALLOWED summary.pflicht"], // house: no Pflichtsoli (seed)
    [{ extra: 1 }, "SUMMARY_INVALID summary.extra"],
  ])("%j -> %s", (summary, expected) => {
    expect(code(summary)).toBe(expected);
  });
  it.each([
    [{ special: [{ kind: "fuchs-am-end", party: "re" }] }, "SPECIAL_KIND_NOT_ALLOWED summary.special[0]"],
    [{ type: "hochzeit", re: [1], klaerungsstich: null, special: [{ kind: "doppelkopf", party: "re" }] }, "SPECIAL_NOT_COUNTED summary.special[0]"],
    [{ type: "stilles-solo", re: [1], special: [{ kind: "doppelkopf", party: "re" }] }, "SPECIAL_NOT_COUNTED summary.special[0]"],
    [{ type: "damen-solo", re: [1], pflicht: false }, "PFLICHTSOLO_MISMATCH summary.pflicht"],
  ])("ddv: %j -> %s", (summary, expected) => {
    expect(code(summary, { ...ddv, round: { pflichtsoloDone: [0, 2] } })).toBe(expected);
  });
  it("dealer out of rotation, and the same dealer again after a Pflichtsolo (TSR 3.3.1, 4.2.5)", () => {
    expect(code({}, { round: { previousDealer: 2 } })).toBe("DEALER_ROTATION round");
    expect(code({}, { round: { previousDealer: 3 } })).toBe("ok");
    expect(code({}, { ...ddv, round: { previousDealer: 0, previousPflichtsolo: true } })).toBe("ok");
    expect(code({}, { ...ddv, round: { previousDealer: 3, previousPflichtsolo: true } })).toBe("DEALER_ROTATION round");
    expect(code({}, { round: { previousDealer: 3, previousPflichtsolo: true } })).toBe("ROUND_INVALID round.previousPflichtsolo");
  });
  it("Vorführung: with as many games left as Pflichtsoli due, the next due player left of the dealer must play one (TSR 4.2.3)", () => {
    const round = { pflichtsoloDone: [0, 1], gamesLeft: 2 };
    // dealer 0: seats 1, 2, 3, 0 in turn; 2 is the first without a Pflichtsolo
    expect(code({}, { ...ddv, round })).toBe("VORFUEHRUNG_EXPECTED summary.type");
    expect(code({ type: "buben-solo", re: [3] }, { ...ddv, round })).toBe("VORFUEHRUNG_EXPECTED summary.type");
    const r = score({ type: "buben-solo", re: [2] }, { ...ddv, round });
    expect(r.detail).toMatchObject({ pflichtsolo: true, vorgefuehrt: true, nextDealer: 1 });
    expect(code({}, { ...ddv, round: { pflichtsoloDone: [0], gamesLeft: 2 } })).toBe("ROUND_INVALID round.gamesLeft");
  });
  it("common fields", () => {
    expect(scoreDoppelkopfRecord({ ...rec({}), players: 5 }).ok).toBe(false);
    expect(scoreDoppelkopfRecord({ ...rec({}), dealer: 4 }).ok).toBe(false);
    expect(scoreDoppelkopfRecord({ ...rec({}), play: { hands: [], events: [] } }).ok).toBe(false);
    expect(scoreDoppelkopfRecord({ ...rec({}), id: 7 }).ok).toBe(false);
    const noRules = { ...rec({}) } as Record<string, unknown>;
    delete noRules.rules;
    expect(scoreDoppelkopfRecord(noRules, { preset: "ddv" }).ok && (scoreDoppelkopfRecord(noRules, { preset: "ddv" }) as { detail: { preset: string } }).detail.preset).toBe("ddv");
    const bad = scoreDoppelkopfRecord(noRules, { preset: "x" });
    expect(!bad.ok && bad.errors[0]!.path).toBe("--rules.preset");
  });
});
