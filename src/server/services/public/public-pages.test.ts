// Public services: what anyone may read without signing in. Never emails, codes or user ids; drafts stay
// hidden; unlisted tournaments answer only to their exact address and are never listed.
import { and, eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { ctxFor, callerFor, makeUser } from "../../../../test/services";
import { addGuestPairs, addMembers } from "../../../../test/tournament-fixtures";
import { explainDeal } from "@/components/games/klammern/deal-explanation";
import type { PublicT } from "@/components/public/format";
import { messages } from "@/i18n/messages";
import { matches, members, tableCodes } from "../../db/schema";
import { DomainError } from "../../errors";
import type { SessionUser } from "../_shared/context";
import { findPlayer, loadPublicDeals, pairView, searchPairs } from "./find-player";
import { getPublicTournament, getPublicTournamentInput } from "./get-public-tournament";
import { listPublicClubTournaments, listPublicClubTournamentsInput } from "./list-public-club-tournaments";

const germanPublic = createTranslator({ locale: "de", messages: messages.de, namespace: "public" }) as unknown as PublicT;

describe.each(drivers)("public pages' services (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let clubSlug: string;
  let pub: { id: string; slug: string };
  let unlisted: { id: string; slug: string };
  let drafted: { id: string; slug: string };
  const email = "mueller.privat@example.org";
  const code = "ZZQX12345678";

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Paula");
    const caller = callerFor(t.db, a);
    const club = await caller.club.create({ name: "Klammerclub Öffentlich" });
    clubSlug = club.slug;
    pub = await caller.tournament.create({ clubId: club.id, name: "Stadtmeisterschaft", date: "2026-05-01", roundsPlanned: 3, visibility: "public" });
    unlisted = await caller.tournament.create({ clubId: club.id, name: "Vereinsabend", date: "2026-05-02", roundsPlanned: 3, visibility: "unlisted" });
    drafted = await caller.tournament.create({ clubId: club.id, name: "Entwurfsturnier", date: "2026-05-03", roundsPlanned: 3, visibility: "public" });

    const [m1, m2] = await addMembers(t.db, club.id, 2);
    await t.db.update(members).set({ firstName: "Jürgen", lastName: "Müller", email }).where(eq(members.id, m1!.id));
    await caller.tournament.registerEntrant({
      tournamentId: pub.id,
      player1: { kind: "member", memberId: m1!.id },
      player2: { kind: "member", memberId: m2!.id },
      name: "Die Stehbeeter",
      checkIn: true,
    });
    await addGuestPairs(t.db, a, pub.id, 3);
    await caller.round.pair({ tournamentId: pub.id, round: 1 });
    const r1 = await caller.round.get({ tournamentId: pub.id, round: 1 });
    await caller.round.publish({ roundId: r1.round.id, version: r1.round.version });
    // One deal at table 1, entered as the organizer would.
    const table = r1.tables[0]!;
    const m = await caller.result.getMatch({ matchId: table.matchId });
    const dealer = m.match.firstDealer;
    await caller.result.submitDeal({
      matchId: table.matchId,
      matchVersion: m.match.version,
      number: 1,
      record: { game: "klammern", players: 4, dealer, summary: { declarer: (dealer + 1) % 4, trump: "H", chosen: "original", melds: [], cardPoints: [100, 64] } },
    });
    // Publishing issued the table's codes; the captain's becomes one this test can look for.
    await t.db.update(tableCodes).set({ code }).where(and(eq(tableCodes.matchId, table.matchId), eq(tableCodes.side, "captain")));

    await addGuestPairs(t.db, a, drafted.id, 2);
    await caller.round.pair({ tournamentId: drafted.id, round: 1 }); // a draft: not published
  });
  afterAll(async () => t?.dispose());

  const anon = () => ctxFor(t.db, null);

  it("shows the published round with its progress and standings, without sign-in", async () => {
    const s = await getPublicTournament({ ctx: anon(), input: { slug: pub.slug } });
    expect(s.tournament.name).toBe("Stadtmeisterschaft");
    expect(s.pairs).toHaveLength(4);
    expect(s.currentRound).toBe(1);
    expect(s.rounds).toHaveLength(1);
    expect(s.rounds[0]!.tables).toHaveLength(2);
    expect(s.rounds[0]!.tables.map((x) => x.deals).sort()).toEqual([0, 1]);
    expect(s.rounds[0]!.tables.every((x) => x.confirmed === false)).toBe(true);
    expect(s.standings.rows).toHaveLength(4);
    expect(s.standings.throughRound).toBe(0);
    expect(s.pairs[0]!.players[0]).toEqual({ name: "Jürgen Müller", playerNumber: expect.any(Number) });
  });

  it("never carries emails, table codes, user ids or record authorship", async () => {
    const s = await getPublicTournament({ ctx: anon(), input: { slug: pub.slug } });
    const [table] = await t.db.select().from(matches).where(eq(matches.tournamentId, pub.id));
    const deals = await loadPublicDeals(t.db, [table!.id, ...s.rounds[0]!.tables.map((x) => x.matchId)]);
    for (const text of [JSON.stringify(s), JSON.stringify(deals)]) {
      expect(text).not.toContain(email);
      expect(text).not.toContain("@");
      expect(text).not.toContain(code);
      expect(text).not.toContain(a.id);
      expect(text).not.toMatch(/idempotency|enteredBy|clubId|seed/i);
    }
  });

  it("keeps draft rounds hidden", async () => {
    const s = await getPublicTournament({ ctx: anon(), input: { slug: drafted.slug } });
    expect(s.rounds).toEqual([]);
    expect(s.currentRound).toBeNull();
  });

  it("lists public tournaments on the club page and never unlisted ones", async () => {
    const input = listPublicClubTournamentsInput.parse({ clubSlug });
    const res = await listPublicClubTournaments({ ctx: anon(), input });
    const slugs = [...res.upcoming, ...res.past].map((x) => x.slug);
    expect(slugs).toContain(pub.slug);
    expect(slugs).toContain(drafted.slug);
    expect(slugs).not.toContain(unlisted.slug);
    expect(JSON.stringify(res)).not.toMatch(/"id"|clubId/);
    // The unlisted one answers to its exact address only.
    expect((await getPublicTournament({ ctx: anon(), input: { slug: unlisted.slug } })).tournament.name).toBe("Vereinsabend");
    await expect(getPublicTournament({ ctx: anon(), input: { slug: unlisted.slug.slice(0, -1) } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers unknown addresses with NOT_FOUND and malformed ones field by field", async () => {
    await expect(getPublicTournament({ ctx: anon(), input: { slug: "gibt-es-nicht" } })).rejects.toBeInstanceOf(DomainError);
    await expect(listPublicClubTournaments({ ctx: anon(), input: { clubSlug: "kein-verein" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const bad = getPublicTournamentInput.safeParse({ slug: "../../etc/passwd" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(["slug"]);
    expect(bad.error!.issues[0]!.message).toMatch(/Ungültige Turnieradresse.*Invalid tournament address/);
  });

  it("finds a player by name (umlauts folded), player number or start number, and shows the next seat", async () => {
    const s = await getPublicTournament({ ctx: anon(), input: { slug: pub.slug } });
    const juergen = s.pairs[0]!;
    for (const q of ["muller", "Mueller", "MÜLLER", "jürgen"]) expect(searchPairs(s.pairs, q).map((p) => p.number)).toEqual([juergen.number]);
    expect(searchPairs(s.pairs, "Jürgen Müller").map((p) => p.number)).toEqual([juergen.number]);
    expect(searchPairs(s.pairs, String(juergen.players[0]!.playerNumber)).map((p) => p.number)).toContain(juergen.number);
    expect(searchPairs(s.pairs, "Paar 3").map((p) => p.number)).toEqual([3]);
    expect(searchPairs(s.pairs, "Niemand Hier")).toEqual([]);
    expect((await findPlayer({ ctx: anon(), input: { slug: pub.slug, q: "stehbeeter" } })).map((p) => p.number)).toEqual([juergen.number]);

    const view = pairView(s, juergen.number)!;
    expect(view.next).not.toBeNull();
    expect(view.next!.bye).toBe(false);
    if (!view.next!.bye) {
      expect([view.next!.table.ns, view.next!.table.ew]).toContain(juergen.number);
      expect(view.next!.opponent?.number).not.toBe(juergen.number);
    }
    expect(pairView(s, 999)).toBeNull();
  });

  it("explains a stored deal in German from the engine's detail", async () => {
    const s = await getPublicTournament({ ctx: anon(), input: { slug: pub.slug } });
    const played = s.rounds[0]!.tables.find((x) => x.deals === 1)!;
    const [deal] = await loadPublicDeals(t.db, [played.matchId]);
    const lines = explainDeal(deal!.detail, deal!.score, undefined, germanPublic);
    expect(lines.join("\n")).toMatch(/Trumpf Herz/);
    expect(lines.join("\n")).toMatch(/Augen 100/);
    expect(lines.join("\n")).toMatch(/Durchgebracht|Beet/);
    expect(lines.at(-1)).toBe(`Wertung: N/S ${deal!.score[0]}, O/W ${deal!.score[1]}.`);
  });
});
