// What the organizer's season pages say: the ranking's columns by its rule (the ranking one marked, rounds against
// the minimum, the average with its divisor, guests marked, each row's events with why one does not count), the
// form's choices by what the game ranks (the game's module, not its name) and the DDV list's numbers, the invite
// field's reading of a pasted club address, and the numbers in each language.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { gameIds, gameOf } from "@/games";
import { renderIn } from "../../../test/render-in";
import { seasonNumber } from "./format";
import { clubSlugOf } from "./season-clubs";
import { SeasonForm } from "./season-form";
import { SeasonStandings } from "./season-standings";
import type { SeasonSettings, SeasonStandingsView } from "./types";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, refresh() {} }) }));
vi.mock("@/trpc/client", () => {
  const verb = { mutationOptions: () => ({ mutationFn: async () => ({}) }) };
  return { useTRPC: () => ({ season: { create: verb, update: verb } }) };
});

const withQueries = (child: ReactNode) => createElement(QueryClientProvider, { client: new QueryClient(), children: child });

const event = (name: string, counted: boolean, reason: string | null) => ({
  event: name,
  name,
  slug: name,
  date: "2026-03-05",
  running: false,
  kind: "played",
  counted,
  reason,
  rounds: 3,
  total: 300,
});

const row = (key: string, name: string, place: number | null, extra: Record<string, unknown> = {}) => ({
  key,
  name,
  guest: false,
  place,
  value: 100,
  total: 300,
  rounds: 3,
  minRounds: 3,
  divisor: 3,
  average: 100,
  events: [event("Abend März", true, null)],
  ...extra,
});

const averageView = {
  rankedBy: "average",
  window: { from: "2026-01-01", to: "2026-12-31" },
  rows: [
    row("member:a", "Anna Muster", 1),
    row("guest:x:1", "Gast Bernd", null, { guest: true, rounds: 1, total: -12, average: -12, divisor: 1, events: [event("Abend Februar", false, "tooFewPlayers")] }),
  ],
  events: [],
  conflicts: [],
  minRoundsUnreachable: false,
} as unknown as SeasonStandingsView;

describe("the season's ranking for organizers", () => {
  it("marks the column the rule ranks by, the rounds against the minimum, the divisor and the guest", () => {
    const html = renderIn(createElement(SeasonStandings, { view: averageView }));
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>Schnitt<\/th>/);
    expect(html).toContain(">1.<");
    expect(html).toContain("3 / 3");
    expect(html).toContain("1 / 3");
    expect(html).toContain("100,00");
    expect(html).toContain("÷ 3");
    expect(html).toContain("\u221212,00");
    expect(html).toMatch(/Gast Bernd<\/span><span[^>]*>Gast</);
    expect(html).toContain("zu wenige Spieler");
    expect(html).toContain("3 Runden, 300");
    // A sum ranks by the sum and has no average column.
    const sum = { ...averageView, rankedBy: "total", rows: averageView.rows.map((r) => ({ ...r, average: null, divisor: null, minRounds: null })) } as SeasonStandingsView;
    const sumHtml = renderIn(createElement(SeasonStandings, { view: sum }), "en");
    expect(sumHtml).toMatch(/<th[^>]*aria-sort="descending"[^>]*>Sum<\/th>/);
    expect(sumHtml).not.toContain("Average");
    expect(sumHtml).toContain("too few players");
  });

  it("says so when nothing is counted yet", () => {
    expect(renderIn(createElement(SeasonStandings, { view: { ...averageView, rows: [] } }))).toContain("Noch keine Ergebnisse");
  });
});

describe("the season form", () => {
  const stored = (game: (typeof gameIds)[number], ruleInput: SeasonSettings["ruleInput"], window: SeasonSettings["window"]) =>
    ({ id: "s", name: "Jahreswertung", game, subject: "players", value: "points", version: 3, ruleInput, window }) as unknown as SeasonSettings;

  it("asks whom and what only where the game ranks pairs", () => {
    for (const game of gameIds) {
      const html = renderIn(withQueries(createElement(SeasonForm, { mode: "edit", season: stored(game, { kind: "sum" }, { kind: "rolling", months: 12 }) })));
      const pairs = gameOf(game).standings.kind === "pairs";
      expect(html.includes("Wer wird gewertet?"), game).toBe(pairs);
      expect(html.includes("Matchpunkte"), game).toBe(pairs);
    }
    const create = renderIn(withQueries(createElement(SeasonForm, { mode: "create", clubId: "c" })));
    expect(create.includes("Feste Paare")).toBe(gameOf(gameIds[0]!).standings.kind === "pairs");
    for (const game of gameIds) expect(create).toContain(`value="${game}"`);
  });

  it("shows each rule with its sentence, and a stored rule with its numbers", () => {
    const create = renderIn(withQueries(createElement(SeasonForm, { mode: "create", clubId: "c" })));
    for (const name of ["Summe", "Schnitt pro Runde", "Die besten Abende", "Platzierungspunkte", "DDV-Rangliste"]) expect(create).toContain(name);
    expect(create).toContain("ein versäumter Abend zählt nicht als Null");
    const ddv = renderIn(
      withQueries(createElement(SeasonForm, { mode: "edit", season: stored(gameIds[0]!, { kind: "ddv", minRounds: 36, minPlayers: 32, minEventRounds: 3 }, { kind: "rolling", months: 24 }) })),
    );
    for (const n of ["36", "32", "3", "24"]) expect(ddv).toContain(`value="${n}"`);
    const placement = renderIn(
      withQueries(createElement(SeasonForm, { mode: "edit", season: stored(gameIds[0]!, { kind: "placement", index: true, missedEvening: false }, { kind: "range", from: "2026-01-01", to: "2026-12-31" }) })),
    );
    expect(placement).toContain("Index (Platzierungspunkte × 6 + Punkte / 10)");
    expect(placement).toContain("Versäumter Abend \u22123 / \u2212150");
    expect(placement).toContain('value="2026-12-31"');
  });
});

describe("small readings", () => {
  it("takes the club's slug from a pasted address", () => {
    expect(clubSlugOf(" skatfreunde-ab12c ")).toBe("skatfreunde-ab12c");
    expect(clubSlugOf("https://turnier.example/v/skatfreunde-ab12c/")).toBe("skatfreunde-ab12c");
    expect(clubSlugOf("/v/doko-west?x=1")).toBe("doko-west");
  });

  it("writes numbers as the reader reads them", () => {
    expect(seasonNumber(-3, "de")).toBe("\u22123");
    expect(seasonNumber(12.5, "de")).toBe("12,5");
    expect(seasonNumber(12.5, "en")).toBe("12.5");
    expect(seasonNumber(100, "de", 2)).toBe("100,00");
    expect(seasonNumber(-0.001, "de")).toBe("0");
    expect(seasonNumber(1234, "de")).toBe("1234");
  });
});
