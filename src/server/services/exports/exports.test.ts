import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreRecord, scoreRecordLine } from "@/engine";
import { exportResponse } from "@/app/api/export/t/[slug]/export-response";
import { makeTournament, seatRound, summaryDeal } from "../../../../test/fixtures/tournament";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { deals, entrantPlayers, entrants, matches, members, rounds } from "../../db/schema";
import { and, asc, eq, ne } from "drizzle-orm";
import { STANDINGS_CSV_COLUMNS } from "./export-standings-csv";
import { DEALS_PAGE_SIZE, exportDeals } from "./export-deals";
import { loadEntrantLabels } from "../entrants/entrant-labels";
import { escapeCsvCell } from "../_shared/csv-cells";
import Papa from "papaparse";
import type { SessionUser } from "../_shared/context";
import { loadSeats } from "../rounds/table-seats";

describe.each(drivers)("public exports (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let fixture: Awaited<ReturnType<typeof makeTournament>>;
  const slug = "pfingstturnier-2025-q7x2k9";
  const email = "geheim.spieler@example.org";

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    fixture = await makeTournament(t.db, anna, { slug, pairs: 5, matchFormat: { kind: "deals", deals: 2 }, visibility: "unlisted" });
    // Pair 1's first player is a club member with an email, which no export may show.
    const [member] = await t.db
      .insert(members)
      .values({ clubId: fixture.club.id, playerNumber: 1, firstName: "Gerda", lastName: "Geheim", email })
      .returning();
    await t.db
      .update(entrantPlayers)
      .set({ memberId: member!.id, guestName: null })
      .where(and(eq(entrantPlayers.entrantId, fixture.pairs[0]!.id), eq(entrantPlayers.position, 1)));
    const api = callerFor(t.db, anna);
    const p = fixture.pairs;
    const r1 = await seatRound(t.db, fixture.tournament, 1, [
      [p[0]!, p[1]!],
      [p[2]!, p[3]!],
    ], { bye: p[4]!, firstDealer: 3 });
    for (const m of r1.matches)
      for (const [i, ns] of [120, 50].entries()) {
        const view = await api.result.getMatch({ matchId: m.id });
        await api.result.submitDeal({ matchId: m.id, matchVersion: view.match.version, number: i + 1, record: summaryDeal((3 + i) % 4, ns) });
      }
    await api.result.closeRound({ roundId: r1.round.id, version: 1 });
    await seatRound(t.db, fixture.tournament, 2, [
      [p[4]!, p[0]!],
      [p[1]!, p[2]!],
    ], { bye: p[3]! });
    await seatRound(t.db, fixture.tournament, 3, [[p[0]!, p[1]!]], { status: "draft" });
  });
  afterAll(async () => t?.dispose());

  const get = (s: string, kind: Parameters<typeof exportResponse>[2]) => exportResponse(t.db, s, kind);

  it("standings.json: tournament head and one row per pair with every column", async () => {
    const res = await get(slug, "standings.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = await res.json();
    expect(body.format).toBe("stichfest.standings/1");
    expect(body.tournament).toMatchObject({ slug, name: "Testturnier", game: "klammern", visibility: "unlisted", matchFormat: { kind: "deals", deals: 2 } });
    expect(body.throughRound).toBe(1);
    expect(body.rows).toHaveLength(5);
    expect(Object.keys(body.rows[0]).sort()).toEqual(
      ["rank", "pair", "matchPoints", "pointsFor", "pointsAgainst", "pointDiff", "buchholz", "wins", "draws", "losses", "byes", "played", "withdrawn", "history", "rounds"].sort(),
    );
    const pair1 = body.rows.find((r: { pair: { number: number } }) => r.pair.number === 1);
    expect(pair1.pair.players).toEqual(["Gerda Geheim", "Spieler 1b"]);
  });

  it("standings.csv: the documented columns, the same numbers", async () => {
    const res = await get(slug, "standings.csv");
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]!.split(";")).toEqual([...STANDINGS_CSV_COLUMNS]);
    expect(lines).toHaveLength(6);
    const json = await (await get(slug, "standings.json")).json();
    const first = lines[1]!.split(";");
    expect(Number(first[0])).toBe(json.rows[0].rank);
    expect(Number(first[1])).toBe(json.rows[0].pair.number);
    expect(Number(first[5])).toBe(json.rows[0].matchPoints);
  });

  it("standings.csv: a name that could start a formula, also after a line break or spaces, is defused", async () => {
    const evil = await makeTournament(t.db, anna, { pairs: 3, slug: "formelturnier-2025-f0r9x1" });
    const names: [string, string, string][] = [
      ["\n=HYPERLINK(\"http://x\")", " @SUM(A1)", "-Rest"],
      ["\t=1", "\r\n+1", "Die Stehbeeter"],
      ["Anna", "O'Brien", "\u200b=1"],
    ];
    for (const [i, [p1, p2, name]] of names.entries()) {
      const id = evil.pairs[i]!.id;
      await t.db.update(entrants).set({ name }).where(eq(entrants.id, id));
      for (const [k, guestName] of [p1, p2].entries())
        await t.db.update(entrantPlayers).set({ guestName }).where(and(eq(entrantPlayers.entrantId, id), eq(entrantPlayers.position, k + 1)));
    }
    const text = await (await get("formelturnier-2025-f0r9x1", "standings.csv")).text();
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";" }).data.slice(1, 4);
    const byNumber = new Map(rows.map((r) => [Number(r[1]), r]));
    for (const [i, [p1, p2, name]] of names.entries()) {
      const row = byNumber.get(i + 1)!;
      expect([row[2], row[3], row[4]]).toEqual([name, p1, p2].map((v) => escapeCsvCell(v)));
    }
    expect(byNumber.get(1)!.slice(2, 5)).toEqual(["'-Rest", "'\n=HYPERLINK(\"http://x\")", "' @SUM(A1)"]);
    expect(byNumber.get(3)!.slice(2, 5)).toEqual(["'\u200b=1", "Anna", "O'Brien"]);
  });

  it("rounds.json: published and closed rounds with tables, pair ids and seats; drafts left out", async () => {
    const body = await (await get(slug, "rounds.json")).json();
    expect(body.rounds.map((r: { number: number; status: string }) => [r.number, r.status])).toEqual([
      [1, "closed"],
      [2, "published"],
    ]);
    const table = body.rounds[0].tables[0];
    expect(table).toMatchObject({ table: 1, status: "complete", firstDealer: 3, deals: 2 });
    expect(table.ns).toMatchObject({ id: fixture.pairs[0]!.id, number: 1, seats: [0, 2] });
    expect(table.ew).toMatchObject({ id: fixture.pairs[1]!.id, number: 2, seats: [1, 3] });
    expect(body.rounds[0].bye).toMatchObject({ number: 5 });
    expect(body.rounds[1].bye).toMatchObject({ number: 4 });
  });

  it("deals.jsonl: one hand record per line with the tournament's rules, re-scoring to the stored score", async () => {
    const res = await get(slug, "deals.jsonl");
    expect(res.headers.get("content-type")).toMatch(/ndjson/);
    const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).toMatchObject({ format: "stichfest.deals/2", game: "klammern", players: 4, rules: { preset: "house" }, round: 1, roundNumber: 1 });
      const again = scoreRecord(line);
      // The command line's function reads the line as it stands, annotations and all.
      expect(scoreRecordLine(JSON.stringify(line))).toMatchObject({ ok: true, score: line.score });
      expect(again.ok).toBe(true);
      if (again.ok) expect(again.score).toEqual(line.score);
    }
    expect(lines.map((l) => [l.table, l.deal, l.dealer])).toEqual([
      [1, 1, 3],
      [1, 2, 0],
      [2, 1, 3],
      [2, 2, 0],
    ]);
  });

  it("deals.jsonl is streamed, byte for byte what the whole-file export wrote", async () => {
    const res = await get(slug, "deals.jsonl");
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(await res.text()).toBe(await wholeFileDeals(fixture.tournament.id, fixture.tournament.rules));
  });

  it("deals.jsonl reads the deals page by page (keyset) and writes every one once, in order", async () => {
    // A second tournament with more than two pages of deals, written straight into the table.
    const big = await makeTournament(t.db, anna, { pairs: 6, slug: "grossturnier-2025-b1g9x0", matchFormat: { kind: "deals", deals: 500 } });
    const p = big.pairs;
    const perMatch = Math.ceil((DEALS_PAGE_SIZE * 2 + 37) / 6);
    for (const n of [1, 2]) {
      const r = await seatRound(t.db, big.tournament, n, [
        [p[0]!, p[1]!],
        [p[2]!, p[3]!],
        [p[4]!, p[5]!],
      ], { status: n === 1 ? "closed" : "published" });
      for (const m of r.matches)
        await t.db.insert(deals).values(
          Array.from({ length: perMatch }, (_, i) => ({ matchId: m.id, number: i + 1, record: summaryDeal(i % 4, 100), score: [100, 64], detail: {} })),
        );
    }
    const chunks: string[] = [];
    for await (const chunk of await exportDeals({ ctx: { db: t.db, user: null, clientAddress: "" }, input: { slug: "grossturnier-2025-b1g9x0" } }))
      chunks.push(chunk);
    expect(chunks.length).toBe(Math.ceil((perMatch * 6) / DEALS_PAGE_SIZE));
    const text = chunks.join("");
    const lines = text.trim().split("\n").map((l) => JSON.parse(l) as { round: number; table: number; deal: number });
    expect(lines).toHaveLength(perMatch * 6);
    const keys = lines.map((l) => [l.round, l.table, l.deal].join("."));
    expect(new Set(keys).size).toBe(keys.length);
    const sorted = [...lines].sort((a, b) => a.round - b.round || a.table - b.table || a.deal - b.deal);
    expect(lines).toEqual(sorted);
    expect(text).toBe(await wholeFileDeals(big.tournament.id, big.tournament.rules));
  });

  it("deals.jsonl leaves out keys a client added to a record stored before records were normalized", async () => {
    const old = await makeTournament(t.db, anna, { pairs: 2, slug: "altturnier-2025-a1t9x0" });
    const r = await seatRound(t.db, old.tournament, 1, [[old.pairs[0]!, old.pairs[1]!]]);
    const junk = { ...summaryDeal(0, 100), note: "x", summary: { ...summaryDeal(0, 100).summary, note: "y".repeat(100_000) } };
    await t.db.insert(deals).values({ matchId: r.matches[0]!.id, number: 1, record: junk, score: [100, 64], detail: {} });
    const [line] = (await (await get("altturnier-2025-a1t9x0", "deals.jsonl")).text()).trim().split("\n");
    expect(line).not.toContain("note");
    expect(line!.length).toBeLessThan(1000);
    expect(scoreRecord(JSON.parse(line!)).ok).toBe(true);
  });

  /** deals.jsonl as it was written before it streamed: every deal in one query, joined in memory. */
  async function wholeFileDeals(tournamentId: string, rules: unknown): Promise<string> {
    const numberOf = new Map((await loadEntrantLabels(t.db, tournamentId)).map((p) => [p.id, p.number]));
    const rows = await t.db
      .select({ round: rounds.number, table: matches.tableNumber, matchId: matches.id, number: deals.number, record: deals.record, score: deals.score })
      .from(deals)
      .innerJoin(matches, eq(matches.id, deals.matchId))
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .where(and(eq(rounds.tournamentId, tournamentId), ne(rounds.status, "draft")))
      .orderBy(asc(rounds.number), asc(matches.tableNumber), asc(deals.number));
    const seats = await loadSeats(t.db, [...new Set(rows.map((r) => r.matchId))]);
    return rows
      .map((r) => {
        const [ns = "", ew = ""] = seats.get(r.matchId) ?? [];
        const { game, players, dealer, ...rest } = r.record;
        const line = {
          format: "stichfest.deals/2",
          game,
          rules,
          players,
          dealer,
          ...rest,
          round: r.round,
          roundNumber: r.round,
          table: r.table,
          deal: r.number,
          ns: numberOf.get(ns) ?? null,
          ew: numberOf.get(ew) ?? null,
          score: r.score,
        };
        return JSON.stringify(line) + "\n";
      })
      .join("");
  }

  it("never shows an email, an account or a code", async () => {
    for (const kind of ["standings.json", "standings.csv", "rounds.json", "deals.jsonl"] as const) {
      const text = await (await get(slug, kind)).text();
      expect(text).not.toContain(email);
      expect(text).not.toContain(anna.email);
      expect(text).not.toContain(anna.id);
      expect(text).not.toMatch(/idempotency|captain|enteredBy/i);
    }
  });

  it("answers 404 (never 500) for anything but the exact slug", async () => {
    for (const wrong of ["unbekannt", "pfingstturnier-2025", slug.toUpperCase(), `${slug}-x`, fixture.tournament.id, "../etc", "%", ""]) {
      for (const kind of ["standings.json", "standings.csv", "rounds.json", "deals.jsonl"] as const) {
        const res = await get(wrong, kind);
        expect(res.status).toBe(404);
        expect((await res.json()).error.de).toMatch(/nicht gefunden/);
      }
    }
  });
});
