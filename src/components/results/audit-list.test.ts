import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { AuditList } from "./audit-list";
import type { AuditBook, AuditEntry } from "./audit-sentences";
import { renderIn } from "../../../test/render-in";

const book: AuditBook = {
  tournament: { id: "t", name: "Doko", game: "doppelkopf", timeZone: "Europe/Berlin" },
  entrants: { 1: "Anna", 2: "Bernd", 3: "Carla", 4: "Dieter" },
  tables: { "1/1": ["Anna", "Bernd", "Carla", "Dieter"] },
};
const doko = (re: number[]) => ({ game: "doppelkopf", players: 4, dealer: 0, summary: { type: "normal", re, announcements: { re: "re", kontra: "none" }, reAugen: 130, tricksless: null, special: [] } });
const entries = [
  {
    id: "1",
    action: "correct-deal",
    at: new Date("2026-12-12T20:00:00Z"),
    actorName: "Anna Auer",
    device: false,
    entity: "deal",
    entityId: "d",
    reason: "Zahlendreher",
    before: { round: 1, table: 1, deal: 1, record: doko([0, 2]), score: [2, -2, 2, -2], points: [2, -2, 2, -2] },
    after: { round: 1, table: 1, deal: 1, record: doko([0, 1]), score: [2, 2, -2, -2], points: [2, 2, -2, -2] },
  },
  { id: "2", action: "confirm-match", at: new Date("2026-12-12T20:05:00Z"), actorName: "Gegenpartei Tisch 1", device: true, entity: "match", entityId: "m", reason: "", before: { round: 1, table: 1 }, after: { round: 1, table: 1, points: [2, 2, -2, -2] } },
] as unknown as AuditEntry[];
const list = (locale: "de" | "en") => renderIn(createElement(AuditList, { entries, book }), locale);

describe("the audit trail's page", () => {
  it("shows each entry as a sentence with when, who, why and the change in words", () => {
    const html = list("de");
    expect(html).toContain("12.12.2026, 21:00 · Anna Auer");
    expect(html).toContain("Runde 1, Tisch 1: Spiel 1 korrigiert.");
    expect(html).toContain("Begründung: Zahlendreher");
    expect(html).toContain("Spiel 1: Re (Anna, Carla) gewinnt Normalspiel, 2 Punkte");
    expect(html).toContain("Spiel 1: Re (Anna, Bernd) gewinnt Normalspiel, 2 Punkte");
    expect(html).toContain("Anna 2, Bernd 2, Carla −2, Dieter −2");
    expect(html).toContain("Mitspieler an Tisch 1");
    expect(html).toContain("Ergebnis am Tisch bestätigt.");
    expect(html).toContain("Spiel korrigiert");
    expect(html).not.toMatch(/correct-deal|confirm-match|Gegenpartei|\[/);
  });

  it("reads in English for an English reader", () => {
    const html = list("en");
    expect(html).toContain("Round 1, table 1: game 1 corrected.");
    expect(html).toContain("Game 1: Re (Anna, Bernd) wins Normal game, 2 points");
    expect(html).toContain("fellow players at table 1");
    expect(html).toContain("Correction");
    expect(html).toContain("Reason: Zahlendreher");
    expect(html).not.toMatch(/Runde|korrigiert|Punkte am Tisch/);
  });
});
