import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { randomKlammernRecord, scoreRecord, type KlammernDealDetail } from "@/engine";
import { checkDraft as checkDraftIn, draftFromRecord, draftRecord, emptyDraft, fieldOf, scoreMatch, type DealDraft, type DealDraftT, type MatchSetting } from "./deal-draft";
import { playerPointsOf, REST } from "./player-points";

const de = createTranslator({ locale: "de", messages: messages.de, namespace: "klammern.dealDraft" });
/** checkDraft with the German texts unless a translator is given. */
const checkDraft = (s: MatchSetting, previous: readonly unknown[], d: DealDraft, dealer: number, first: number, t: DealDraftT = de) =>
  checkDraftIn(s, previous, d, dealer, first, t);

const setting: MatchSetting = { rules: { preset: "house" }, matchFormat: { kind: "deals", deals: 2 } };
const draft = (patch: Partial<DealDraft>): DealDraft => ({ ...emptyDraft(), declarer: 1, trump: "H", points: "100", ...patch });

describe("the entry form's engine check", () => {
  it("builds the record a captain means: one side's points, the other derived by the engine", () => {
    expect(draftRecord(draft({ side: 1 }), 0)).toEqual({
      game: "klammern",
      players: 4,
      dealer: 0,
      summary: { declarer: 1, trump: "H", chosen: "original", melds: [], bella: null, cardPoints: [null, 100] },
    });
    const ok = checkDraft(setting, [], draft({}), 0, 0);
    expect(ok.ok).toBe(true);
    expect(ok.credited).toEqual([164, 0]); // declarer side (East/West) has 64 < 100: Beet
  });

  it("lists what is still to tap instead of reporting it as an error", () => {
    const c = checkDraft(setting, [], emptyDraft(), 0, 0);
    expect(c.ok).toBe(false);
    expect(c.missing).toEqual(["Spieler", "Trumpf", "Augen"]);
    expect(c.errors).toEqual({});
  });

  it("names what is still to tap in the reader's language", () => {
    const en = createTranslator({ locale: "en", messages: messages.en, namespace: "klammern.dealDraft" });
    const d = { ...emptyDraft(), melds: [{ seat: null, kind: "terz" as const, suit: null, top: null }] };
    expect(checkDraft(setting, [], d, 0, 0, en).missing).toEqual(["declarer", "trump", "card points", "meld 1"]);
    expect(checkDraft(setting, [], d, 0, 0).missing).toEqual(["Spieler", "Trumpf", "Augen", "Meldung 1"]);
  });

  it("puts the engine's reason next to the field: impossible card points", () => {
    const c = checkDraft(setting, [], draft({ points: "163" }), 0, 0);
    expect(c.ok).toBe(false);
    expect(c.errors.points?.[0]?.de).toMatch(/163 Augen/);
    expect(c.errors.points?.[0]?.en).toMatch(/163 card points/);
  });

  it("puts a meld's reason on that meld: a Terz topped by an 8 cannot exist", () => {
    const c = checkDraft(setting, [], draft({ melds: [{ seat: 0, kind: "terz", suit: "S", top: "8" }] }), 0, 0);
    expect(c.ok).toBe(false);
    expect(Object.keys(c.errors)).toEqual(["melds.0"]);
  });

  it("checks the deal in the context of the match: no deal after the last one", () => {
    const first = checkDraft(setting, [], draft({}), 0, 0);
    const second = checkDraft(setting, [first.record], draft({ declarer: 2 }), 1, 0);
    expect(second.ok).toBe(true);
    expect(second.over).toBe(true);
    const third = checkDraft(setting, [first.record, second.record], draft({ declarer: 3 }), 2, 0);
    expect(third.ok).toBe(false);
    expect(third.errors.general?.length).toBeGreaterThan(0);
  });

  it("maps engine paths to form fields", () => {
    expect(fieldOf("summary.cardPoints[1]")).toBe("points");
    expect(fieldOf("summary.melds[2].top")).toBe("melds.2");
    expect(fieldOf("summary.bella")).toBe("bella");
    expect(fieldOf("dealer")).toBe("general");
  });
});

describe("2 or 3 players, each for himself (game sheets)", () => {
  const sheet = (players: 2 | 3, rules: Record<string, unknown> = { preset: "house" }): MatchSetting => ({ rules, matchFormat: { kind: "target" }, players });
  const three = (patch: Partial<DealDraft>): DealDraft => ({ ...emptyDraft(3), declarer: 1, trump: "H", ...patch });

  it("scores a played deal of 2 and of 3 players the same after a round trip through the form", () => {
    for (const players of [2, 3] as const)
      for (let seed = 1; seed <= 6; seed++) {
        const played = randomKlammernRecord(seed, { players });
        const scored = scoreRecord(played as unknown as Record<string, unknown>);
        if (!scored.ok) throw new Error(`seed ${seed}: ${scored.errors[0]?.message}`);
        const draft = draftFromRecord(played as unknown as Record<string, unknown>, scored.detail);
        expect(draft.playerPoints).toEqual((scored.detail as KlammernDealDetail).cardPoints.map(String));
        const c = checkDraft(sheet(players), [], draft, played.dealer, played.dealer);
        expect(c.ok).toBe(true);
        expect(c.record.players).toBe(players);
        expect(c.credited).toEqual(scored.score);
        expect(c.detail?.outcome).toBe((scored.detail as KlammernDealDetail).outcome);
      }
  });

  it("plays to the rules' target for the number of players when the sheet names none", () => {
    expect(scoreMatch(sheet(2), []).format).toEqual({ type: "target", target: 301 });
    expect(scoreMatch(sheet(3), []).format).toEqual({ type: "target", target: 501 });
  });

  it("derives the one entry left empty: the last player from the cards left out of play, or those cards", () => {
    // Only 27 of the 32 cards are played with 3 players: their points do not add up to 164 on their own.
    const last = three({ playerPoints: ["53", "83", ""], rest: "5" });
    expect(draftRecord(last, 0, { players: 3, total: 164 }).summary).toMatchObject({ cardPoints: [53, 83, 23] });
    expect(playerPointsOf(last.playerPoints, last.rest, 164)).toMatchObject({ players: [53, 83, 23], rest: 5, derived: 2 });
    expect(playerPointsOf(["53", "83", "23"], "", 164)).toMatchObject({ rest: 5, derived: REST, sumError: null });
    expect(playerPointsOf(["53", "83", "23"], "", 162).rest).toBe(3); // Jass 20
    expect(checkDraft(sheet(3), [], last, 0, 0).ok).toBe(true);
  });

  it("asks for the points until all players' are known, and refuses entries that cannot add up", () => {
    expect(checkDraft(sheet(3), [], three({ playerPoints: ["53", "83", ""] }), 0, 0).missing).toEqual(["Augen"]);
    const over = checkDraft(sheet(3), [], three({ playerPoints: ["100", "70", ""], rest: "0" }), 0, 0);
    expect(over.missing).toEqual([]);
    expect(over.errors.points?.map((e) => e.de)).toEqual(["Zusammen schon 170 Augen, mehr als die 164 des Spiels."]);
    const typedAll = checkDraft(sheet(3), [], three({ playerPoints: ["53", "83", "23"], rest: "9" }), 0, 0);
    expect(typedAll.ok).toBe(false);
    expect(typedAll.errors.points?.[0]?.de).toMatch(/ergeben zusammen 168 Augen, nicht 164/);
    // 27 cards and the last trick cannot make 163: the engine's own check.
    expect(checkDraft(sheet(3), [], three({ playerPoints: ["100", "63", "0"] }), 0, 0).errors.points?.length).toBeGreaterThan(0);
  });

  it("takes a Besser bid only with Kreuz as trump", () => {
    const besser = three({ declarer: 2, trump: "C", chosen: "besser", playerPoints: ["30", "50", "80"] });
    const c = checkDraft(sheet(3), [], besser, 0, 0);
    expect(c.ok).toBe(true);
    expect(c.record.summary).toMatchObject({ chosen: "besser", trump: "C", cardPoints: [30, 50, 80] });
    expect(c.credited).toEqual([30, 50, 80]);
    expect(Object.keys(checkDraft(sheet(3), [], { ...besser, trump: "H" }, 0, 0).errors)).toEqual(["trump"]);
  });

  it("says Beet and Stehbeet as the engine does: each opponent also gets the beaten declarer's points", () => {
    const beet = checkDraft(sheet(3), [], three({ playerPoints: ["80", "40", "40"], melds: [{ seat: 1, kind: "terz", suit: "S", top: "K" }] }), 0, 0);
    expect(beet.detail?.outcome).toBe("beet");
    expect(beet.credited).toEqual([80 + 60, 0, 40 + 60]); // declarer T = 40 + Terz 20
    const held = sheet(3, { preset: "house", stehbeet: "held" });
    const steh = checkDraft(held, [], three({ playerPoints: ["80", "80", "0"] }), 0, 0);
    expect(steh.detail?.outcome).toBe("stehbeet");
    expect(steh.detail?.held).toBe(80);
    expect(steh.credited).toEqual([80, 0, 0]);
    const next = checkDraft(held, [steh.record], three({ declarer: 2, playerPoints: ["20", "40", "90"] }), 1, 0);
    expect(next.heldAward).toEqual({ side: 2, points: 80 });
    expect(next.credited).toEqual([20, 40, 170]);
  });

  it("keeps the 4-player draft as before: one side typed, the other derived by the engine", () => {
    const four = draftFromRecord({ game: "klammern", players: 4, dealer: 0, summary: { declarer: 1, trump: "H", chosen: "original", cardPoints: [null, 100] } }, null);
    expect(four).toEqual({ ...emptyDraft(), declarer: 1, trump: "H", side: 1, points: "100" });
    expect(draftRecord(four, 0).summary).toMatchObject({ cardPoints: [null, 100] });
  });
});
