// What a season's public pages say, from rankings the pure core computed: the rule in one sentence (the DDV list's
// numbers among them), every row's reckoning (counted, dropped, outside, too few players, running, a missed
// evening's charge, the average with its divisor, the index with its formula), rows without a place, the player
// links, the printout's table and the list of the season's tournaments; German and English.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { rankSeason, type ParticipantResult, type SeasonEvent, type SeasonRule, type SeasonWindow } from "@/seasons";
import type { PublicSeason } from "@/server/services/seasons/get-public-season";
import { renderIn } from "../../../test/render-in";
import { RowReckoning } from "./row-reckoning";
import { SeasonEvents } from "./season-events";
import { SeasonFacts } from "./season-head";
import { SeasonStandings } from "./season-standings";
import { SeasonTable } from "./season-table";

/** One round at one table of four: every player's points in seat order. */
function table(scores: Record<string, number>): ParticipantResult[] {
  const points = Object.values(scores);
  return Object.entries(scores).map(([key, value]) => ({ key, rounds: [{ round: 1, value, table: { points } }] }));
}
const evening = (id: string, date: string, results: ParticipantResult[], running = false): SeasonEvent => ({ id, date, players: results.length, rounds: 1, running, results });
const events = [
  evening("e0", "2025-12-04", table({ A: 10, B: 20, C: 30, D: 40 })),
  evening("e1", "2026-01-08", table({ A: 60, B: 20, C: -20, D: -60 })),
  evening("e2", "2026-01-15", table({ A: -30, C: 50, D: 10, E: -30 })),
  evening("e3", "2026-01-22", table({ A: 20, B: 40, C: -20, D: -40 }), true),
];
const names: Record<string, string> = { A: "Anna Acker", B: "Bert Bach", C: "Carla Clemens", D: "Dieter Dorn", E: "Emil Eck" };
const year: SeasonWindow = { kind: "range", from: "2026-01-01", to: "2026-12-31" };

/** The public data of a season over these evenings, as publicSeason builds it from the service's view: an unlisted
 * evening has no name or slug and an opaque id. */
function season(
  rule: SeasonRule,
  window: SeasonWindow = year,
  stored: PublicSeason["season"]["window"] = year as { kind: "range"; from: string; to: string },
  unlisted: string[] = [],
): PublicSeason {
  const ranked = rankSeason({ events }, rule, window);
  const info = events.map((e, i) => {
    const listed = !unlisted.includes(e.id);
    const status = e.running ? ("running" as const) : ("finished" as const);
    const shown = listed ? { id: e.id, slug: `abend-${i}`, name: `Abend ${e.date}` } : { id: `opaque-${e.id}`.padEnd(16, "x"), slug: "", name: "" };
    return { ...shown, date: e.date, status, club: "Doko-Club", roundsPlanned: 1, listed, number: i + 1 };
  });
  const byId = new Map(info.map((e, i) => [events[i]!.id, e]));
  return {
    season: { id: "00000000-0000-4000-8000-000000000001", slug: "wertung-abc123", name: "Jahreswertung 2026", game: "doppelkopf", subject: "players", value: "points", rule, window: stored, club: { name: "Doko-Club", slug: "doko-club" } },
    view: {
      rankedBy: ranked.rankedBy,
      window: ranked.window,
      events: info,
      rows: ranked.rows.map(({ key, ...row }) => ({
        ...row,
        ref: `ref-${key}`.padEnd(16, "x"),
        name: names[key]!,
        guest: false,
        events: row.events.map((e) => {
          const { id, name, slug, listed, number } = byId.get(e.event)!;
          return { ...e, event: id, name, slug, listed, number };
        }),
      })),
    },
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const rowOf = (data: PublicSeason, name: string) => data.view.rows.find((r) => r.name === name)!;

describe("a season's public pages", () => {
  it("says the rule in one sentence and the window's dates", () => {
    const facts = (rule: SeasonRule, window?: SeasonWindow, stored?: PublicSeason["season"]["window"], locale: "de" | "en" = "de") =>
      text(renderIn(createElement(SeasonFacts, { data: season(rule, window, stored) }), locale));
    expect(facts({ kind: "average", options: { minRounds: 36 } })).toContain("Schnitt pro Runde ab 36 Runden");
    expect(facts({ kind: "bestOf", options: { best: 3 } })).toContain("Die besten 3 Abende zählen");
    expect(facts({ kind: "placement", options: { index: { placementFactor: 6, pointsDivisor: 10 } } })).toContain("Platzierungspunkte (Index)");
    expect(facts({ kind: "sum", options: { minRounds: 12, eventFilter: { minPlayers: 8 } } })).toContain(
      "Summe aller Abende; einen Platz gibt es ab 12 Runden; es zählen Turniere ab 8 Spielern",
    );
    const ddv = facts({ kind: "ddv" }, { kind: "rolling", months: 24, end: "2026-12-06" }, { kind: "rolling", months: 24 });
    expect(ddv).toContain("DDV-Rangliste: 24 Monate, ab 36 Runden, Turniere ab 32 Spielern und 3 Runden");
    expect(ddv).toContain("Zeitraum: die letzten 24 Monate, 07.12.2024 bis 06.12.2026");
    expect(facts({ kind: "sum" })).toContain("Zeitraum: 01.01.2026 bis 31.12.2026");
    expect(renderIn(createElement(SeasonFacts, { data: season({ kind: "sum" }) }))).toContain('href="/v/doko-club"');
    expect(facts({ kind: "bestOf", options: { best: 3 } }, undefined, undefined, "en")).toContain("The best 3 evenings count");
  });

  it("explains each row: counted, dropped, outside the window, running", () => {
    const data = season({ kind: "bestOf", options: { best: 2 } });
    // Anna: 60 (January 8), −30 (January 15, dropped), 20 (January 22, running); December 2025 outside.
    const anna = text(renderIn(createElement(RowReckoning, { data, row: rowOf(data, "Anna Acker") })));
    expect(anna).toContain("04.12.2025 · Abend 2025-12-04 · 1 Runde · 10 Punkte · zählt nicht: außerhalb des Zeitraums");
    expect(anna).toContain("08.01.2026 · Abend 2026-01-08 · 1 Runde · 60 Punkte · gezählt");
    expect(anna).toContain("15.01.2026 · Abend 2026-01-15 · 1 Runde · \u221230 Punkte · gestrichen");
    expect(anna).toContain("22.01.2026 · Abend 2026-01-22 · 1 Runde · 20 Punkte · gezählt läuft");
    expect(anna).toContain("Summe: 80 Punkte in 2 Runden");
    const html = renderIn(createElement(RowReckoning, { data, row: rowOf(data, "Anna Acker") }));
    expect(html).toContain('href="/t/abend-1"');
    const en = text(renderIn(createElement(RowReckoning, { data, row: rowOf(data, "Anna Acker") }), "en"));
    expect(en).toContain("dropped");
    expect(en).toContain("running");
    expect(en).toContain("Sum: 80 points in 2 rounds");
  });

  it("the DDV list: a tournament under 32 players does not count, and nobody has a place yet", () => {
    const data = season({ kind: "ddv" }, { kind: "rolling", months: 24, end: "2026-12-06" }, { kind: "rolling", months: 24 });
    const anna = text(renderIn(createElement(RowReckoning, { data, row: rowOf(data, "Anna Acker") })));
    expect(anna).toContain("zählt nicht: unter 32 Spielern");
    expect(anna).toContain("Mindestzahl 36 Runden: 0 gespielt, noch ohne Platz");
    const standings = text(renderIn(createElement(SeasonStandings, { data })));
    expect(standings).toContain("„–“: noch ohne Platz");
    expect(data.view.rows.every((r) => r.place === null)).toBe(true);
  });

  it("an average shows its divisor; the placement index its formula and a missed evening's charge", () => {
    const avg = season({ kind: "average", options: { minRounds: 2 } });
    const carla = text(renderIn(createElement(RowReckoning, { data: avg, row: rowOf(avg, "Carla Clemens") })));
    // Carla: −20, 50, −20 in 2026: 10 in three rounds.
    expect(carla).toContain("Schnitt: 10 Punkte ÷ 3 Runden = 3,33");
    expect(carla).toContain("Mindestzahl 2 Runden: erreicht");
    const table = text(renderIn(createElement(SeasonStandings, { data: avg })));
    expect(table).toContain("3,33 ÷ 3");

    const rule: SeasonRule = { kind: "placement", options: { index: { placementFactor: 6, pointsDivisor: 10 }, missedEvening: { placementPoints: -3, points: -150 } } };
    const placed = season(rule);
    const bert = text(renderIn(createElement(RowReckoning, { data: placed, row: rowOf(placed, "Bert Bach") })));
    // Bert missed January 15: −3 placement points and −150 points. January 8: +1 (20), the running 22nd: +3 (40).
    expect(bert).toContain("15.01.2026 · Abend 2026-01-15 · versäumt: \u22123 Platzierungspunkte, \u2212150 Punkte");
    expect(bert).toContain("1 Platzierungspunkt; \u221290 Punkte in 2 Runden");
    expect(bert).toContain("Index: 1 × 6 + (\u221290) / 10 = \u22123");
    expect(text(renderIn(createElement(SeasonFacts, { data: placed })))).toContain("ein versäumter Abend zählt \u22123 Platzierungspunkte und \u2212150 Punkte");
  });

  it("the standings: places, '–' below the minimum, the name linking to the player's page, each row a <details>", () => {
    const data = season({ kind: "sum", options: { minRounds: 3 } });
    const html = renderIn(createElement(SeasonStandings, { data }));
    expect(html.match(/<details/g)).toHaveLength(data.view.rows.length);
    for (const r of data.view.rows) expect(html).toContain(`href="/s/wertung-abc123/spieler/${r.ref}"`);
    // Emil played one round: listed without a place.
    expect(rowOf(data, "Emil Eck").place).toBeNull();
    expect(text(html)).toMatch(/– Emil Eck −30 1 \/ 3/);
    const printed = renderIn(createElement(SeasonTable, { data }));
    expect(printed).not.toContain("<details");
    expect(text(printed)).toContain("Pl. Name Punkte Runden Schnitt");
  });

  it("lists the season's tournaments, the running one marked", () => {
    const data = season({ kind: "sum" });
    const html = renderIn(createElement(SeasonEvents, { data }));
    expect(html.match(/href="\/t\/abend-\d"/g)).toHaveLength(4);
    expect(text(html)).toContain("22.01.2026 Abend 2026-01-22 läuft");
  });

  it("an unlisted evening counts, named only by its number, with no link to it (German and English)", () => {
    const listed = season({ kind: "sum" });
    const data = season({ kind: "sum" }, year, undefined, ["e2"]);
    // The same numbers: the unlisted evening still counts.
    expect(data.view.rows.map((r) => [r.name, r.total])).toEqual(listed.view.rows.map((r) => [r.name, r.total]));
    const pages = [
      renderIn(createElement(SeasonEvents, { data })),
      renderIn(createElement(SeasonStandings, { data })),
      ...data.view.rows.map((row) => renderIn(createElement(RowReckoning, { data, row }))),
    ].join("\n");
    expect(pages).not.toContain("abend-2");
    expect(pages).not.toContain("Abend 2026-01-15");
    expect(pages.match(/href="\/t\/abend-\d"/g)?.every((h) => h !== 'href="/t/abend-2"')).toBe(true);
    expect(text(renderIn(createElement(SeasonEvents, { data })))).toContain("15.01.2026 Abend 3 (nicht öffentlich)");
    expect(renderIn(createElement(SeasonEvents, { data })).match(/href="\/t\//g)).toHaveLength(3);
    const anna = text(renderIn(createElement(RowReckoning, { data, row: rowOf(data, "Anna Acker") })));
    expect(anna).toContain("15.01.2026 · Abend 3 (nicht öffentlich) · 1 Runde · \u221230 Punkte · gezählt");
    const en = text(renderIn(createElement(RowReckoning, { data, row: rowOf(data, "Anna Acker") }), "en"));
    expect(en).toContain("Evening 3 (not public)");
  });
});
