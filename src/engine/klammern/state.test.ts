import { describe, expect, it } from "vitest";
import { randomKlammernRecord } from "./random-record";
import {
  applyKlammernEvent,
  currentTrick,
  klammernStateFromRecord,
  klammernStateToRecord,
  legalPlays,
  newKlammernState,
  runningScore,
  seatView,
  toAct,
} from "./state";
import { scoreRecord } from "../records";

describe("state API", () => {
  it("deals from a seed, reproducibly", () => {
    const a = newKlammernState({ players: 4, dealer: 2, seed: 42 });
    const b = newKlammernState({ players: 4, dealer: 2, seed: 42 });
    expect(a.ok && b.ok && a.value.hands).toEqual(b.ok && b.value.hands);
    if (!a.ok) return;
    expect(a.value.hands.every((h) => h.length === 8)).toBe(true);
    expect(a.value.hands[2]).toContain(a.value.original);
    expect(toAct(a.value)).toEqual({ phase: "bidding", seat: 3 });
  });

  it("plays a deal event by event: legal plays, current trick, running score, immutability", () => {
    const rec = randomKlammernRecord(7);
    const s0 = newKlammernState({ players: 4, dealer: rec.dealer, hands: rec.play.hands, original: rec.play.original });
    if (!s0.ok) throw new Error("start");
    let st = s0.value;
    for (const ev of rec.play.events) {
      const who = toAct(st);
      if ("play" in ev) {
        expect(who).toEqual({ phase: "play", seat: ev.seat });
        expect(legalPlays(st, ev.seat)).toContain(ev.play);
        for (let other = 0; other < 4; other++) if (other !== ev.seat) expect(legalPlays(st, other)).toEqual([]);
      }
      const next = applyKlammernEvent(st, ev);
      if (!next.ok) throw new Error(JSON.stringify(next.errors));
      if ("play" in ev) {
        const t = currentTrick(next.value);
        if (t) expect(t.plays.length === 0 || t.plays[t.plays.length - 1]!.card === ev.play).toBe(true);
      }
      expect(st.events.length + 1).toBe(next.value.events.length); // the old state is unchanged
      st = next.value;
    }
    expect(toAct(st)).toEqual({ phase: "done", seat: null });
    const running = runningScore(st);
    const direct = scoreRecord(rec);
    expect(running.final).toEqual(direct);
    expect(scoreRecord(klammernStateToRecord(st))).toEqual(direct);
  });

  it("a rejected event leaves the state as it was and says why", () => {
    const rec = randomKlammernRecord(8);
    const st = klammernStateFromRecord(rec);
    if (!st.ok) throw new Error("rebuild");
    const r = applyKlammernEvent(st.value, { seat: 0, play: "7C" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.code).toBe("DEAL_OVER");
  });

  it("seat view: own hand only, public table, what this seat may do", () => {
    const rec = randomKlammernRecord(9, { players: 3 });
    const st = klammernStateFromRecord({ ...rec, play: { ...rec.play, events: [] } });
    if (!st.ok) throw new Error("start");
    const forehand = (rec.dealer + 1) % 3;
    const v = seatView(st.value, forehand);
    expect(v.hand).toHaveLength(6); // 2/3 players: the last packet comes after trump is chosen
    expect(v.handCounts).toEqual([6, 6, 6]);
    expect(v.legalBids).toEqual(["pass", "original"]);
    expect(v.legalPlays).toEqual([]);
    expect(v.original).toBe(rec.play.original);
    expect(JSON.stringify(v)).not.toContain("hands");
  });
});
