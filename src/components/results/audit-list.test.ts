import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { AuditList } from "./audit-list";
import type { AuditView } from "./types";
import { renderIn } from "../../../test/render-in";

const list = (entries: AuditView["entries"], locale: "de" | "en" = "de") => renderIn(createElement(AuditList, { entries }), locale);
const entry = (before: object, after: object) => ({ id: "1", action: "correct-deal", at: "2026-12-12T20:00:00Z", actorName: "Anna", reason: "Zahlendreher", before, after });
const doko = (re: number[], reAugen: number) => ({
  game: "doppelkopf",
  players: 4,
  dealer: 0,
  summary: { type: "normal", re, announcements: { re: "re", kontra: "k90" }, reAugen, tricksless: null, special: [] },
});

describe("the audit trail", () => {
  it("a corrected Doppelkopf game: the game in words, the score and the points per position", () => {
    const html = list([
          entry({ round: 1, table: 1, deal: 1, record: doko([0, 2], 130), score: [1, -1, 1, -1], points: [1, -1, 1, -1] }, { round: 1, table: 1, deal: 1, record: doko([0, 1], 130), score: [1, 1, -1, -1], points: [1, 1, -1, -1] }),
        ] as unknown as AuditView["entries"]);
    expect(html).toContain("Normalspiel · Ansage Re: Re · Ansage Kontra: keine 90 · Augen Re 130");
    expect(html).toContain("Wertung je Position");
    expect(html).toContain("Punkte je Position");
    expect(html).toContain("1 : 1 : -1 : -1");
  });

  it("a corrected Klammern deal reads as before", () => {
    const record = { game: "klammern", dealer: 1, summary: { declarer: 0, trump: "H", cardPoints: [60, 104] } };
    const html = list([entry({ record, score: [100, 64], nsPoints: 200 }, { record, score: [0, 164], nsPoints: 100 })] as unknown as AuditView["entries"]);
    expect(html).toContain("Geber Ost · Spieler Nord · Trumpf H · Augen 60 : 104");
    expect(html).toContain("Wertung N/S : O/W");
    expect(html).toContain("Spielpunkte N/S");
  });

  it("names every kind in words, statuses as labels, and what a change did not touch as unchanged", () => {
    const html = list([
          { ...entry({ table: 3, status: "active" }, { table: 3, status: "left" }), action: "leave-table", reason: "" },
          { ...entry({ status: "open", nsPoints: 200 }, { status: "complete" }), action: "confirm-match" },
        ] as unknown as AuditView["entries"]);
    expect(html).toContain("Tisch am Gerät verlassen");
    expect(html).toContain("hält den Tisch");
    expect(html).toContain("verlassen");
    expect(html).toContain("Ergebnis bestätigt");
    expect(html).not.toContain("leave-table");
    // The confirmation stores no points after it: they read as unchanged, never as erased.
    expect(html).toMatch(/Spielpunkte N\/S<\/td><td class="pr-2">200<\/td><td class="text-stone-600">unverändert/);
    expect(html).not.toContain("—");
  });

  it("reads in English for an English reader", () => {
    const html = list([{ ...entry({ status: "open", nsPoints: 200 }, { status: "complete" }), action: "confirm-match" }] as unknown as AuditView["entries"], "en");
    expect(html).toContain("Result confirmed");
    expect(html).toContain("finished");
    expect(html).toContain("Points N/S");
    expect(html).toContain("unchanged");
    expect(html).not.toContain("Ergebnis bestätigt");
  });
});
