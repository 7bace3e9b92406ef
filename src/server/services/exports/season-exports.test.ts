// A season's exports (standings.json and standings.csv, format stichfest.season-standings/2) on both drivers: a
// club's Klammern evenings ranked by the best two evenings and by the average from three rounds; the numbers are
// the public page's, every row explains itself, names cannot start a formula in a spreadsheet, nothing but names
// and results leave the server, and only a season's exact slug answers. Also the player page's data: the start
// number a row played under at each evening, merges included. The evenings are public tournaments, so the exports
// name them (an unlisted one is only its number: unlisted-season.test.ts).
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonExportResponse } from "@/app/api/export/s/[seasonSlug]/export-response";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, finishRound, roundRow } from "../../../../test/tournament-fixtures";
import { members as memberTable, seasons } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { escapeCsvCell } from "../_shared/csv-cells";
import { publicSeason, publicSeasonPlayer, rowRef, seasonBySlug } from "../seasons/get-public-season";
import { SEASON_STANDINGS_CSV_COLUMNS } from "./export-season-standings-csv";

const EVIL = '=HYPERLINK("http://x")';
const FED = "DDV-77123";

describe.each(drivers)("season exports (%s)", (driver) => {
  let t: TestDb;
  let owner: SessionUser;
  let clubId: string;
  let m: { id: string; firstName: string; lastName: string }[];
  /** In date order: December 2025 (outside the window), February, March, April 2026. */
  const evenings: { id: string; slug: string }[] = [];
  let best: { id: string; slug: string };
  let average: { id: string; slug: string };
  const name = (i: number) => `${m[i]!.firstName} ${m[i]!.lastName}`;

  /** One evening of two fixed pairs, one round: members 0+1 (or the guest and member 1) score `a`, members 2+3
   * score `b`; `swap` registers 2+3 first, so they get start number 1. */
  async function evening(date: string, a: number, b: number, opts: { guest?: boolean; swap?: boolean } = {}) {
    const api = callerFor(t.db, owner);
    const x = await api.tournament.create({ clubId, name: `Abend ${date}`, date, roundsPlanned: 1, visibility: "public" });
    const first = {
      player1: opts.guest ? { kind: "guest" as const, name: EVIL } : { kind: "member" as const, memberId: m[0]!.id },
      player2: { kind: "member" as const, memberId: m[1]!.id },
    };
    const second = { player1: { kind: "member" as const, memberId: m[2]!.id }, player2: { kind: "member" as const, memberId: m[3]!.id } };
    const register = (p: typeof first | typeof second) => api.tournament.registerEntrant({ tournamentId: x.id, ...p, checkIn: true });
    const pairA = opts.swap ? (await register(second), await register(first)) : await register(first);
    if (!opts.swap) await register(second);
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await finishRound(t.db, roundId, (ns) => (ns === pairA.id ? [a, b] : [b, a]));
    return { id: x.id, slug: x.slug };
  }

  beforeAll(async () => {
    t = await createTestDb(driver);
    owner = await makeUser(t.db, "Wertungsleiter");
    clubId = (await callerFor(t.db, owner).club.create({ name: "Exportwertung e.V." })).id;
    m = await addMembers(t.db, clubId, 4);
    // Member 3 carries a federation number: his row's key is that number, which no export may show.
    await t.db.update(memberTable).set({ federationNumber: FED }).where(eq(memberTable.id, m[3]!.id));
    evenings.push(await evening("2025-12-04", 100, 64));
    evenings.push(await evening("2026-02-05", 100, 64));
    evenings.push(await evening("2026-03-05", 40, 124, { swap: true }));
    evenings.push(await evening("2026-04-02", 90, 74, { guest: true }));
    const api = callerFor(t.db, owner);
    const window = { kind: "range" as const, from: "2026-01-01", to: "2026-12-31" };
    best = await api.season.create({ clubId, name: "Beste zwei 2026", game: "klammern", rule: { kind: "bestOf", best: 2 }, window });
    average = await api.season.create({ clubId, name: "Schnitt 2026", game: "klammern", rule: { kind: "average", minRounds: 3 }, window });
    for (const s of [best, average]) for (const e of evenings) await api.season.addEvent({ seasonId: s.id, tournamentId: e.id });
  });
  afterAll(async () => t?.dispose());

  const json = async (slug: string) => {
    const res = await seasonExportResponse(t.db, slug, "standings.json");
    expect(res.status).toBe(200);
    return { res, text: await res.clone().text(), body: await res.json() };
  };
  const csv = async (slug: string) => {
    const res = await seasonExportResponse(t.db, slug, "standings.csv");
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes); // keeps the BOM, which Excel needs
    return { res, text, rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";" }).data.filter((r) => r.length > 1) };
  };

  it("standings.json: the season, its events and every row with its reckoning, numbers as on the public page", async () => {
    const { res, body } = await json(best.slug);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.format).toBe("stichfest.season-standings/2");
    expect(body.season).toMatchObject({ slug: best.slug, name: "Beste zwei 2026", club: { name: "Exportwertung e.V." }, subject: "players", value: "points" });
    expect(body.season.rule).toMatchObject({ kind: "bestOf", options: { best: 2 } });
    expect(body.rankedBy).toBe("total");
    expect(body.window).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(body.events.map((e: { number: number; slug: string; name: string }) => [e.number, e.slug, e.name])).toEqual(
      evenings.map((e, i) => [i + 1, e.slug, expect.stringMatching(/^Abend /)]),
    );

    // Best two evenings of 2026: 2+3 scored 64, 124, 74 (198), member 1 100, 40, 90 (190), member 0 100, 40 (140),
    // the guest 90; December 2025 is outside the window.
    const got = body.rows.map((r: { place: number; name: string; total: number; rounds: number }) => [r.place, r.name, r.total, r.rounds]);
    const byName = (a: unknown[], b: unknown[]) => String(a[1]).localeCompare(String(b[1]));
    // Level rows share the place (their order is by key, which is no name).
    expect(got.slice(0, 2).sort(byName)).toEqual(
      [
        [1, name(2), 198, 2],
        [1, name(3), 198, 2],
      ].sort(byName),
    );
    expect(got.slice(2)).toEqual([
      [3, name(1), 190, 2],
      [4, name(0), 140, 2],
      [5, EVIL, 90, 1],
    ]);
    const member1 = body.rows.find((r: { name: string }) => r.name === name(1));
    expect(member1.events.map((e: { event: string; number: number; counted: boolean; reason: string | null }) => [e.event, e.number, e.counted, e.reason])).toEqual([
      [evenings[0]!.slug, 1, false, "outsideWindow"],
      [evenings[1]!.slug, 2, true, null],
      [evenings[2]!.slug, 3, false, "notBest"],
      [evenings[3]!.slug, 4, true, null],
    ]);
    expect(member1.events.map((e: { total: number; rounds: number }) => [e.total, e.rounds])).toEqual([
      [100, 1],
      [100, 1],
      [40, 1],
      [90, 1],
    ]);
    expect(body.rows.find((r: { name: string }) => r.name === EVIL).guest).toBe(true);

    // The same numbers as the public page's data.
    const season = (await seasonBySlug(t.db, best.slug))!;
    const { view } = await publicSeason(t.db, season);
    expect(body.rows.map((r: { ref: string; place: number; value: number; total: number; rounds: number; average: number }) => [r.ref, r.place, r.value, r.total, r.rounds, r.average])).toEqual(
      view.rows.map((r) => [r.ref, r.place, r.value, r.total, r.rounds, r.average]),
    );
  });

  it("standings.csv: the documented columns, one line per row with the JSON's numbers, names defused", async () => {
    const { res, text, rows } = await csv(best.slug);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...lines] = rows;
    expect(header).toEqual([...SEASON_STANDINGS_CSV_COLUMNS]);
    const { body } = await json(best.slug);
    expect(lines).toHaveLength(body.rows.length);
    lines.forEach((line, i) => {
      const r = body.rows[i];
      expect(line[1]).toBe(escapeCsvCell(r.name));
      expect([line[0], line[2], line[3], line[4], line[10], line[11]].map(Number)).toEqual([
        r.place,
        r.value,
        r.total,
        r.rounds,
        r.events.filter((e: { kind: string }) => e.kind === "played").length,
        r.events.filter((e: { kind: string; counted: boolean }) => e.kind === "played" && e.counted).length,
      ]);
    });
    // The guest's name would be a formula: written as text with a leading apostrophe.
    const guest = lines.find((l) => l[1]!.includes("HYPERLINK"))!;
    expect(guest[1]).toBe(`'${EVIL}`);
    expect(lines.find((l) => l[1] === name(1))!.slice(10)).toEqual(["4", "2"]); // four evenings, two counted
  });

  it("an average from three rounds: rows below the minimum have no place, the average its divisor", async () => {
    const { body } = await json(average.slug);
    expect(body.rankedBy).toBe("average");
    const row = (i: number) => body.rows.find((r: { name: string }) => r.name === name(i));
    // 2+3: (64 + 124 + 74) / 3; member 1: (100 + 40 + 90) / 3; member 0 and the guest below three rounds.
    expect(row(2)).toMatchObject({ place: 1, total: 262, rounds: 3, minRounds: 3, divisor: 3 });
    expect(row(2).average).toBeCloseTo(262 / 3, 10);
    expect(row(1)).toMatchObject({ place: 3, total: 230, rounds: 3, divisor: 3 });
    expect(row(0)).toMatchObject({ place: null, rounds: 2, minRounds: 3 });
    const { rows } = await csv(average.slug);
    const line = (i: number) => rows.find((l) => l[1] === name(i))!;
    expect(line(2).slice(2, 8)).toEqual(["87.33", "262", "3", "3", "3", "87.33"]);
    expect(line(0)[0]).toBe(""); // no place
    expect(line(0)[5]).toBe("3");
  });

  it("carries names and results only: no keys, member ids, federation numbers or the organizers' warnings", async () => {
    for (const s of [best, average]) {
      const { text } = await json(s.slug);
      const csvText = (await csv(s.slug)).text;
      for (const body of [text, csvText]) {
        for (const x of [...m.map((p) => p.id), FED, "member:", "guest:", "fed:", s.id, clubId]) expect(body).not.toContain(x);
        expect(body).not.toMatch(/conflicts|minRoundsUnreachable/);
      }
    }
    const season = (await seasonBySlug(t.db, average.slug))!;
    const data = await publicSeason(t.db, season);
    expect(Object.keys(data.view).sort()).toEqual(["events", "rankedBy", "rows", "window"]);
    expect(data.view.rows.every((r) => !("key" in r) && /^[A-Za-z0-9_-]{16}$/.test(r.ref))).toBe(true);
  });

  it("answers 404 with a bilingual error for anything but a season's exact slug", async () => {
    const [row] = await t.db.select().from(seasons).where(eq(seasons.slug, best.slug));
    for (const slug of ["gibt-es-nicht", best.slug.toUpperCase(), `${best.slug}x`, best.slug.slice(0, -1), row!.id, "", "../etc", "a".repeat(200)]) {
      for (const kind of ["standings.json", "standings.csv"] as const) {
        const res = await seasonExportResponse(t.db, slug, kind);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { de: expect.any(String), en: expect.any(String) } });
      }
    }
  });

  it("the player page's data: the start number a row played under at each evening, merges included", async () => {
    const season = (await seasonBySlug(t.db, best.slug))!;
    const key = (i: number) => (i === 3 ? `fed:${FED}` : `member:${m[i]!.id}`);
    const player = async (i: number) => (await publicSeasonPlayer(t.db, season, rowRef(season.id, key(i))))!;
    const [e0, e1, e2, e3] = evenings.map((e) => e.id);
    // Members 0+1 registered first except in March, where 2+3 did.
    expect((await player(1)).startNumbers).toEqual({ [e0!]: 1, [e1!]: 1, [e2!]: 2, [e3!]: 1 });
    expect((await player(3)).startNumbers).toEqual({ [e0!]: 2, [e1!]: 2, [e2!]: 1, [e3!]: 2 });
    expect((await player(0)).startNumbers).toEqual({ [e0!]: 1, [e1!]: 1, [e2!]: 2 });
    expect((await player(0)).row).toMatchObject({ name: name(0), total: 140 });
    expect(await publicSeasonPlayer(t.db, season, "A".repeat(16))).toBeNull();
    expect(await publicSeasonPlayer(t.db, season, key(0))).toBeNull(); // a key is no ref

    // The guest of April merged into member 0 (they never met): his row now has April, under start number 1.
    const api = callerFor(t.db, owner);
    const { view } = await api.season.get({ seasonId: best.id });
    const guestKey = view.rows.find((r) => r.name === EVIL)!.key;
    const merge = await api.season.merge({ seasonId: best.id, fromKey: guestKey, intoKey: key(0) });
    const merged = await player(0);
    expect(merged.startNumbers).toEqual({ [e0!]: 1, [e1!]: 1, [e2!]: 2, [e3!]: 1 });
    expect(merged.row).toMatchObject({ total: 190, rounds: 2 }); // best two of 100, 40, 90
    expect(await publicSeasonPlayer(t.db, season, rowRef(season.id, guestKey))).toBeNull();
    await api.season.undoMerge({ seasonId: best.id, mergeId: merge.id });
  });
});
