// An unlisted tournament counted in a season, on both drivers (decision 60): the season's public data, every player's
// data and both exports count its results but carry neither its name, nor its slug (its secret address), nor its id;
// it is "evening 2" under an opaque id. The organizer's view still names it.
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonExportResponse } from "@/app/api/export/s/[seasonSlug]/export-response";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, finishRound, roundRow } from "../../../../test/tournament-fixtures";
import { tournaments } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { eventRef, publicSeason, publicSeasonPlayer, seasonBySlug } from "./get-public-season";

describe.each(drivers)("an unlisted evening in a season (%s)", (driver) => {
  let t: TestDb;
  let owner: SessionUser;
  let clubId: string;
  let m: { id: string }[];
  let open: { id: string; slug: string; name: string };
  let hidden: { id: string; slug: string; name: string };
  let season: { id: string; slug: string };

  /** One evening of two fixed pairs, one round: members 0+1 score `a`, members 2+3 score `b`. */
  async function evening(name: string, date: string, visibility: "public" | "unlisted" | undefined, a: number, b: number) {
    const api = callerFor(t.db, owner);
    const x = await api.tournament.create({ clubId, name, date, roundsPlanned: 1, ...(visibility ? { visibility } : {}) });
    const first = await api.tournament.registerEntrant({
      tournamentId: x.id,
      player1: { kind: "member", memberId: m[0]!.id },
      player2: { kind: "member", memberId: m[1]!.id },
      checkIn: true,
    });
    await api.tournament.registerEntrant({
      tournamentId: x.id,
      player1: { kind: "member", memberId: m[2]!.id },
      player2: { kind: "member", memberId: m[3]!.id },
      checkIn: true,
    });
    const { roundId } = await api.round.pair({ tournamentId: x.id, round: 1 });
    await api.round.publish({ roundId, version: (await roundRow(t.db, x.id, 1))!.version });
    await finishRound(t.db, roundId, (ns) => (ns === first.id ? [a, b] : [b, a]));
    return { id: x.id, slug: x.slug, name };
  }

  beforeAll(async () => {
    t = await createTestDb(driver);
    owner = await makeUser(t.db, "Wertungsleiterin");
    clubId = (await callerFor(t.db, owner).club.create({ name: "Geheimclub e.V." })).id;
    m = await addMembers(t.db, clubId, 4);
    open = await evening("Offener Frühlingsabend", "2026-03-05", "public", 100, 64);
    // New tournaments are unlisted by default: this one is created as an organizer would, without a choice.
    hidden = await evening("Geheimer Vereinsabend", "2026-04-02", undefined, 40, 124);
    const api = callerFor(t.db, owner);
    season = await api.season.create({ clubId, name: "Jahreswertung 2026", game: "klammern", rule: { kind: "sum" }, window: { kind: "range", from: "2026-01-01", to: "2026-12-31" } });
    for (const e of [open, hidden]) await api.season.addEvent({ seasonId: season.id, tournamentId: e.id });
  });
  afterAll(async () => t?.dispose());

  /** Nothing of the unlisted tournament that leads to it: its slug (the secret address), its name, its id. */
  const secrets = () => [hidden.slug, hidden.name, hidden.id];
  const expectNoSecret = (text: string) => {
    for (const s of secrets()) expect(text).not.toContain(s);
  };

  it("is unlisted (the default), the other public", async () => {
    const rows = await t.db.select({ id: tournaments.id, visibility: tournaments.visibility }).from(tournaments).where(eq(tournaments.clubId, clubId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.visibility]))).toEqual({ [open.id]: "public", [hidden.id]: "unlisted" });
  });

  it("the public season counts it, as evening 2 under an opaque id, and names only the public one", async () => {
    const stored = (await seasonBySlug(t.db, season.slug))!;
    const data = await publicSeason(t.db, stored);
    expectNoSecret(JSON.stringify(data));
    const ref = eventRef(season.id, hidden.id);
    expect(ref).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(data.view.events).toEqual([
      expect.objectContaining({ id: open.id, slug: open.slug, name: open.name, listed: true, number: 1 }),
      expect.objectContaining({ id: ref, slug: "", name: "", listed: false, number: 2, date: "2026-04-02", status: "running" }),
    ]);
    // The season's points add up: 0+1 scored 100 and 40, 2+3 64 and 124.
    expect(data.view.rows.map((r) => r.total).sort()).toEqual([140, 140, 188, 188]);
    for (const row of data.view.rows) {
      expect(row.events.map((e) => [e.event, e.slug, e.name, e.listed, e.number, e.counted])).toEqual([
        [open.id, open.slug, open.name, true, 1, true],
        [ref, "", "", false, 2, true],
      ]);
    }
  });

  it("every player's page counts it but leads nowhere: no start number there, statistics under the opaque id", async () => {
    const stored = (await seasonBySlug(t.db, season.slug))!;
    const { view } = await publicSeason(t.db, stored);
    const ref = eventRef(season.id, hidden.id);
    for (const row of view.rows) {
      const page = (await publicSeasonPlayer(t.db, stored, row.ref))!;
      expectNoSecret(JSON.stringify(page));
      expect(page.row.total).toBe(row.total);
      expect(page.row.events.map((e) => e.event)).toEqual([open.id, ref]);
      expect(Object.keys(page.startNumbers)).toEqual([open.id]);
      expect(Object.keys(page.stats).sort()).toEqual([open.id, ref].sort());
    }
  });

  it("standings.json gives it its number with slug and name null; standings.csv names no evening", async () => {
    const res = await seasonExportResponse(t.db, season.slug, "standings.json");
    expect(res.status).toBe(200);
    const text = await res.text();
    expectNoSecret(text);
    expect(text).not.toContain(eventRef(season.id, hidden.id)); // the export needs no id: the number ties it together
    const body = JSON.parse(text);
    expect(body.format).toBe("stichfest.season-standings/2");
    expect(body.events).toEqual([
      { number: 1, slug: open.slug, name: open.name, date: "2026-03-05", club: "Geheimclub e.V.", status: "running", roundsPlanned: 1 },
      { number: 2, slug: null, name: null, date: "2026-04-02", club: "Geheimclub e.V.", status: "running", roundsPlanned: 1 },
    ]);
    for (const row of body.rows) {
      expect(row.events.map((e: { event: string | null; number: number; counted: boolean }) => [e.event, e.number, e.counted])).toEqual([
        [open.slug, 1, true],
        [null, 2, true],
      ]);
      expect(row.total).toBe(row.events.reduce((n: number, e: { total: number }) => n + e.total, 0));
    }
    expect(body.rows.map((r: { total: number }) => r.total).sort()).toEqual([140, 140, 188, 188]);

    const csv = await seasonExportResponse(t.db, season.slug, "standings.csv");
    expect(csv.status).toBe(200);
    const csvText = await csv.text();
    expectNoSecret(csvText);
    expect(csvText).not.toContain(open.name); // no evening is named in the CSV
    const lines = Papa.parse<string[]>(csvText.replace(/^\uFEFF/, ""), { delimiter: ";" }).data.filter((r) => r.length > 1);
    // total, events played, events counted: both evenings.
    expect(lines.slice(1).map((l) => [l[3], l[10], l[11]])).toEqual(body.rows.map((r: { total: number }) => [String(r.total), "2", "2"]));
  });

  it("the organizer's view still names it, marked unlisted", async () => {
    const { view } = await callerFor(t.db, owner).season.get({ seasonId: season.id });
    expect(view.events.map((e) => [e.id, e.slug, e.name, e.listed, e.number])).toEqual([
      [open.id, open.slug, open.name, true, 1],
      [hidden.id, hidden.slug, hidden.name, false, 2],
    ]);
    expect(view.rows[0]!.events.map((e) => [e.event, e.name])).toEqual([
      [open.id, open.name],
      [hidden.id, hidden.name],
    ]);
  });

  it("made public, it is named again", async () => {
    await t.db.update(tournaments).set({ visibility: "public" }).where(eq(tournaments.id, hidden.id));
    const data = await publicSeason(t.db, (await seasonBySlug(t.db, season.slug))!);
    expect(data.view.events[1]).toMatchObject({ id: hidden.id, slug: hidden.slug, name: hidden.name, listed: true });
    await t.db.update(tournaments).set({ visibility: "unlisted" }).where(eq(tournaments.id, hidden.id));
  });
});
