// Game sheets (issue 13), the service verbs on PGlite and PostgreSQL: created in a few fields and refused where the
// rules say no; deals entered exactly once and checked by the engine to the end; undo and correct; who may see and
// change a sheet (owner, the club's organizers, the share link, nobody else, also by guessed id); a sheet kept by a
// device without an account, claimed later by an account; the share link revoked and replaced.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomKlammernRecord, scoreRecordLine } from "@/engine";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, ctxFor, makeUser } from "../../../../test/services";
import { trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { createCaller } from "../../api/root";
import { sheetDeals, sheets } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { exportSheetCsv, exportSheetJsonl } from "./export-sheet";
import { newSheetDeviceSecret, sheetDeviceHash } from "./sheet-device";

const normal = (dealer: number, reAugen = 130) => ({
  game: "doppelkopf",
  players: 4,
  dealer,
  summary: { type: "normal", re: [0, 2], announcements: { re: "none", kontra: "none" }, reAugen, tricksless: null, special: [] },
});

describe.each(drivers)("game sheets (%s)", (driver) => {
  let t: TestDb;
  let owner: SessionUser;
  let other: SessionUser;
  beforeAll(async () => {
    t = await createTestDb(driver);
    owner = await makeUser(t.db, "Greta");
    other = await makeUser(t.db, "Fremder");
  });
  afterAll(async () => t?.dispose());
  const api = () => callerFor(t.db, owner);
  /** A phone's calls with its game-sheet cookie (a new secret each), signed out or signed in as `user`. */
  const device = (secret = newSheetDeviceSecret()) => ({
    secret,
    as: (user: SessionUser | null) => createCaller({ ...ctxFor(t.db, user), sheetDevice: sheetDeviceHash(secret) }),
  });
  const codeOf = async (promise: Promise<unknown>) => (await trpcError(promise)).code;

  it("creates a sheet in a few fields and refuses what the rules do not allow, naming the field", async () => {
    const three = await api().sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }, { name: "Ida" }] });
    expect(three).toMatchObject({ target: 501, games: null, status: "open", nextDealer: 0, totals: [0, 0, 0], canWrite: true });
    expect(three.shareToken).toMatch(/^[\w-]{20,}$/);
    const field = async (input: Parameters<ReturnType<typeof api>["sheet"]["create"]>[0]) => Object.keys(errorData(await trpcError(api().sheet.create(input))).fieldErrors ?? {});
    expect(await field({ game: "klammern", players: [{ name: "A1" }, { name: "B1" }, { name: "C1" }, { name: "D1" }, { name: "E1" }] })).toEqual(["players"]);
    expect(await field({ game: "doppelkopf", players: [{ name: "A1" }, { name: "B1" }, { name: "C1" }] })).toEqual(["players"]);
    expect(await field({ game: "klammern", players: [{ name: "A1" }, { name: "B1" }], target: 0 })).toEqual(["target"]);
    expect(await field({ game: "doppelkopf", players: [{ name: "A1" }, { name: "B1" }, { name: "C1" }, { name: "D1" }], target: 301 })).toEqual(["target"]);
    expect(await field({ game: "klammern", players: [{ name: "Anna" }, { name: "anna" }] })).toEqual(["players"]);
    expect(await field({ game: "klammern", players: [{ name: "A1" }, { name: "B1" }], firstDealer: 2 })).toEqual(["firstDealer"]);
    expect(await field({ game: "klammern", players: [{ name: "A1" }, { name: "B1" }], rules: { jassPoints: 7 } })).toEqual(["rules"]);
  });

  it("two players to 301: each deal checked by the engine and stored once, to the end with the winner named", async () => {
    let sheet = await api().sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }] });
    expect(sheet.target).toBe(301);
    const send = (number: number, record: unknown, key = crypto.randomUUID()) =>
      api().sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number, record: record as Record<string, unknown>, idempotencyKey: key });

    // A deal the engine refuses (dealt by the wrong player) is refused with its reason; nothing is stored.
    const wrong = await trpcError(send(1, randomKlammernRecord(1, { players: 2, dealer: 1 })));
    expect(errorData(wrong).fieldErrors).toHaveProperty("record.dealer");
    expect(await t.db.select().from(sheetDeals).where(eq(sheetDeals.sheetId, sheet.id))).toHaveLength(0);

    const key = crypto.randomUUID();
    const first = randomKlammernRecord(2, { players: 2, dealer: 0 });
    sheet = await send(1, first, key);
    // The same deal sent again (offline sync): answered, not stored twice; the key with other content: a conflict.
    const again = await api().sheet.enterDeal({ sheetId: sheet.id, version: 1, number: 1, record: first as unknown as Record<string, unknown>, idempotencyKey: key });
    expect([again.replayed, again.deals.length]).toEqual([true, 1]);
    expect((await trpcError(api().sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 2, record: randomKlammernRecord(3, { players: 2, dealer: 1 }) as never, idempotencyKey: key }))).code).toBe("CONFLICT");
    expect((await trpcError(api().sheet.enterDeal({ sheetId: sheet.id, version: 1, number: 2, record: randomKlammernRecord(3, { players: 2, dealer: 1 }) as never, idempotencyKey: crypto.randomUUID() }))).code).toBe("CONFLICT");

    for (let seed = 10; !sheet.over; seed++) sheet = await send(sheet.deals.length + 1, randomKlammernRecord(seed, { players: 2, dealer: sheet.nextDealer! }));
    expect(sheet.status).toBe("finished");
    expect(sheet.winners).toHaveLength(1);
    expect(sheet.totals[sheet.winners![0]!]).toBeGreaterThanOrEqual(301);
    expect(sheet.totals).toEqual(sheet.deals.reduce((s, d) => s.map((x, p) => x + d.score[p]!), [0, 0]));
    expect((await trpcError(send(sheet.deals.length + 1, randomKlammernRecord(999, { players: 2, dealer: 0 })))).code).toBe("BAD_REQUEST");

    // Taking back the last deal opens the sheet again.
    const back = await api().sheet.undoDeal({ sheetId: sheet.id, version: sheet.version });
    expect([back.status, back.deals.length]).toEqual(["open", sheet.deals.length - 1]);
  });

  it("a Doppelkopf evening: any game corrected, a correction that breaks a later game refused naming it; finished by its owner", async () => {
    let sheet = await api().sheet.create({ game: "doppelkopf", rules: { preset: "ddv" }, players: [{ name: "Greta" }, { name: "Hans" }, { name: "Ida" }, { name: "Jan" }] });
    for (let i = 0; i < 3; i++)
      sheet = await api().sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: i + 1, record: normal(i), idempotencyKey: crypto.randomUUID() });
    expect(sheet.totals).toEqual([3, -3, 3, -3]);
    sheet = await api().sheet.correctDeal({ sheetId: sheet.id, version: sheet.version, number: 2, record: normal(1, 100) });
    // Game 2 now won by Kontra (against the Alten): the totals are the deals' scores again.
    expect(sheet.deals[1]!.score[1]).toBeGreaterThan(0);
    expect(sheet.totals).toEqual(sheet.deals.reduce((s, d) => s.map((x, p) => x + d.score[p]!), [0, 0, 0, 0]));
    // Game 2 as a Pflichtsolo: its dealer deals again (TSR 4.2.5), so game 3, dealt by the next player, no longer fits.
    const solo = { ...normal(1), summary: { ...normal(1).summary, type: "damen-solo", re: [1] } };
    const broken = await trpcError(api().sheet.correctDeal({ sheetId: sheet.id, version: sheet.version, number: 2, record: solo }));
    expect(JSON.stringify(errorData(broken).fieldErrors)).toMatch(/Danach passt Spiel 3 nicht mehr/);
    expect((await api().sheet.get({ sheetId: sheet.id })).deals[1]!.record).toMatchObject({ summary: { type: "normal" } });
    sheet = await api().sheet.finish({ sheetId: sheet.id, version: sheet.version });
    expect(sheet.status).toBe("finished");
    expect((await trpcError(api().sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 4, record: normal(3), idempotencyKey: crypto.randomUUID() }))).code).toBe("BAD_REQUEST");
    // A game corrected after the end by hand: the evening stays ended; taking back its last game opens it again.
    const ended = sheet.finishedAt;
    sheet = await api().sheet.correctDeal({ sheetId: sheet.id, version: sheet.version, number: 1, record: normal(0, 200) });
    expect(sheet).toMatchObject({ status: "finished", finishedAt: ended });
    sheet = await api().sheet.undoDeal({ sheetId: sheet.id, version: sheet.version });
    expect(sheet.status).toBe("open");
  });

  it("another account cannot see or change a sheet, also by guessed id; the club's organizers see it; the share link shows it read-only", async () => {
    const club = await api().club.create({ name: `Klammerclub ${crypto.randomUUID().slice(0, 6)}` });
    const member = await api().member.create({ clubId: club.id, firstName: "Karl", lastName: "Klammer" });
    const sheet = await api().sheet.create({ game: "klammern", clubId: club.id, players: [{ memberId: member.id }, { name: "Gast" }] });
    expect(sheet.players.map((p) => p.name)).toEqual(["Karl Klammer", "Gast"]);
    const stranger = callerFor(t.db, other);
    // One call at a time: a refusal must not be left waiting unobserved while another runs.
    for (const call of [
      () => stranger.sheet.get({ sheetId: sheet.id }),
      () => stranger.sheet.get({ sheetId: crypto.randomUUID() }),
      () => stranger.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 1, record: randomKlammernRecord(5, { players: 2, dealer: 0 }) as never, idempotencyKey: crypto.randomUUID() }),
      () => stranger.sheet.undoDeal({ sheetId: sheet.id, version: sheet.version }),
      () => stranger.sheet.finish({ sheetId: sheet.id, version: sheet.version }),
    ])
      expect((await trpcError(call())).code).toBe("FORBIDDEN");
    expect(await stranger.sheet.list()).toEqual([]);
    // A member of another club, or a club the caller does not run: refused.
    expect((await trpcError(stranger.sheet.create({ game: "klammern", clubId: club.id, players: [{ name: "X1" }, { name: "Y1" }] }))).code).toBe("FORBIDDEN");
    const own = await stranger.club.create({ name: `Fremdclub ${crypto.randomUUID().slice(0, 6)}` });
    expect(Object.keys(errorData(await trpcError(stranger.sheet.create({ game: "klammern", clubId: own.id, players: [{ memberId: member.id }, { name: "Y1" }] }))).fieldErrors ?? {})).toEqual(["players.0.memberId"]);

    // A second organizer of the club sees the sheet, without its share link, and cannot enter.
    const colleague = await makeUser(t.db, "Kollegin");
    const invitation = await api().club.inviteOrganizer({ clubId: club.id, email: colleague.email, role: "organizer" });
    await callerFor(t.db, colleague).invitation.accept({ token: invitation.token });
    const seen = await callerFor(t.db, colleague).sheet.get({ sheetId: sheet.id });
    expect([seen.shareToken, seen.canWrite]).toEqual([null, false]);
    expect((await callerFor(t.db, colleague).sheet.list()).map((s) => s.id)).toContain(sheet.id);
    expect((await trpcError(callerFor(t.db, colleague).sheet.undoDeal({ sheetId: sheet.id, version: sheet.version }))).code).toBe("FORBIDDEN");

    // The share link: anyone, signed in or not, reads this sheet and nothing else.
    const shared = await callerFor(t.db, null).sheet.shared({ token: sheet.shareToken! });
    expect([shared.id, shared.shareToken, shared.canWrite]).toEqual([sheet.id, null, false]);
    expect((await trpcError(callerFor(t.db, null).sheet.shared({ token: "nicht-der-link" }))).code).toBe("NOT_FOUND");
  });

  it("statistics per player over the account's sheets: sheets, wins, average, the declarer's success, solos", async () => {
    const statsUser = await makeUser(t.db, "Statistik");
    const mine = callerFor(t.db, statsUser);
    let sheet = await mine.sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }] });
    for (let seed = 40; !sheet.over; seed++)
      sheet = await mine.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: sheet.deals.length + 1, record: randomKlammernRecord(seed, { players: 2, dealer: sheet.nextDealer! }) as never, idempotencyKey: crypto.randomUUID() });
    let evening = await mine.sheet.create({ game: "doppelkopf", players: [{ name: "greta" }, { name: "Hans" }, { name: "Ida" }, { name: "Jan" }], games: 2 });
    const solo = { ...normal(0), summary: { ...normal(0).summary, type: "damen-solo", re: [1] } };
    for (const [i, record] of [solo, normal(1)].entries())
      evening = await mine.sheet.enterDeal({ sheetId: evening.id, version: evening.version, number: i + 1, record, idempotencyKey: crypto.randomUUID() });
    const stats = await mine.sheet.stats();
    const greta = stats.find((s) => s.game === "klammern" && s.name === "Greta")!;
    const winner = sheet.winners![0]!;
    expect(greta).toMatchObject({ sheets: 1, finished: 1, wins: winner === 0 ? 1 : 0, points: sheet.totals[0] });
    const declared = sheet.deals.filter((d) => (d.detail as { declarer: number | null; outcome: string }).declarer === 0 && (d.detail as { outcome: string }).outcome !== "void");
    expect(greta.gameStats.declared).toBe(declared.length);
    expect(greta.gameStats.made).toBe(declared.filter((d) => (d.detail as { outcome: string }).outcome === "made").length);
    // The Damensolo of player 2 (Hans) won with 130 Augen; the Doppelkopf Greta is another game's player.
    expect(stats.find((s) => s.game === "doppelkopf" && s.name === "Hans")).toMatchObject({ sheets: 1, gameStats: { solos: 1, solosWon: 1 } });
    expect(stats.find((s) => s.game === "doppelkopf" && s.name === "greta")).toMatchObject({ gameStats: { solos: 0 } });
    // Another account's statistics know nothing of these sheets.
    expect((await callerFor(t.db, other).sheet.stats()).some((s) => s.name === "Hans")).toBe(false);
  });

  it("exports a sheet by its share link: JSON lines the engine scores again, and a CSV with points and totals", async () => {
    let sheet = await api().sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }, { name: "Ida" }] });
    for (let seed = 60; sheet.deals.length < 5; seed++)
      sheet = await api().sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: sheet.deals.length + 1, record: randomKlammernRecord(seed, { players: 3, dealer: sheet.nextDealer! }) as never, idempotencyKey: crypto.randomUUID() });
    const call = { ctx: { db: t.db, user: null, clientAddress: "" }, input: { token: sheet.shareToken! } };
    const lines = (await exportSheetJsonl(call)).trim().split("\n");
    expect(lines).toHaveLength(5);
    lines.forEach((line, i) => {
      const scored = scoreRecordLine(line);
      expect(scored.ok).toBe(true);
      expect(JSON.parse(line)).toMatchObject({ game: "klammern", players: 3, deal: i + 1 });
    });
    const csv = (await exportSheetCsv(call)).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(csv[0]).toContain("total Ida");
    expect(csv).toHaveLength(6);
    expect(csv[5]!.split(";").slice(-3).map(Number)).toEqual(sheet.totals);
    await expect(exportSheetCsv({ ...call, input: { token: "kein-block" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a device without an account keeps its sheets: it starts one and enters deals; another device, an account and nobody else can neither read nor change them", async () => {
    const phone = device().as(null);
    let sheet = await phone.sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }] });
    expect([sheet.canWrite, sheet.shareToken !== null]).toEqual([true, true]);
    const [row] = await t.db.select().from(sheets).where(eq(sheets.id, sheet.id));
    // The database keeps the secret's hash only.
    expect([row!.ownerId, row!.deviceHash]).toEqual([null, expect.stringMatching(/^[0-9a-f]{64}$/)]);
    for (let seed = 70; sheet.deals.length < 3; seed++)
      sheet = await phone.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: sheet.deals.length + 1, record: randomKlammernRecord(seed, { players: 2, dealer: sheet.nextDealer! }) as never, idempotencyKey: crypto.randomUUID() });
    sheet = await phone.sheet.undoDeal({ sheetId: sheet.id, version: sheet.version });
    expect(sheet.deals).toHaveLength(2);
    expect((await phone.sheet.list()).map((s) => [s.id, s.mine, s.onDevice])).toEqual([[sheet.id, true, true]]);
    expect((await phone.sheet.stats()).map((s) => s.name).sort()).toEqual(["Greta", "Hans"]);

    // Another phone, an account (also with another phone's cookie), and nobody: refused; nothing of it listed.
    for (const stranger of [device().as(null), callerFor(t.db, other), device().as(other), callerFor(t.db, null)]) {
      for (const call of [
        () => stranger.sheet.get({ sheetId: sheet.id }),
        () => stranger.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 3, record: randomKlammernRecord(5, { players: 2, dealer: sheet.nextDealer! }) as never, idempotencyKey: crypto.randomUUID() }),
        () => stranger.sheet.undoDeal({ sheetId: sheet.id, version: sheet.version }),
        () => stranger.sheet.correctDeal({ sheetId: sheet.id, version: sheet.version, number: 1, record: sheet.deals[0]!.record }),
        () => stranger.sheet.finish({ sheetId: sheet.id, version: sheet.version }),
        () => stranger.sheet.shareLink({ sheetId: sheet.id, action: "renew" }),
      ])
        expect(["FORBIDDEN", "UNAUTHORIZED"]).toContain(await codeOf(call()));
      expect((await stranger.sheet.list()).some((s) => s.id === sheet.id)).toBe(false);
    }
    // Nobody (no account, no device cookie) is asked to sign in or start a sheet; a malformed cookie is no device.
    expect(await codeOf(callerFor(t.db, null).sheet.create({ game: "klammern", players: [{ name: "A1" }, { name: "B1" }] }))).toBe("UNAUTHORIZED");
    expect(sheetDeviceHash("zu-kurz")).toBeNull();
    // A device plays without a club: a club needs an account that runs it.
    const club = await api().club.create({ name: `Geräteclub ${crypto.randomUUID().slice(0, 6)}` });
    expect(await codeOf(phone.sheet.create({ game: "klammern", clubId: club.id, players: [{ name: "A1" }, { name: "B1" }] }))).toBe("UNAUTHORIZED");
    expect((await t.db.select().from(sheetDeals).where(eq(sheetDeals.sheetId, sheet.id))).map((d) => d.number)).toEqual([1, 2]);
  });

  it("an account without a club claims the device's sheets: they move to the account, the device's secret opens them no longer, nothing else moves", async () => {
    const phone = device();
    const mine = await phone.as(null).sheet.create({ game: "doppelkopf", players: [{ name: "Greta" }, { name: "Hans" }, { name: "Ida" }, { name: "Jan" }] });
    const entered = await phone.as(null).sheet.enterDeal({ sheetId: mine.id, version: mine.version, number: 1, record: normal(0), idempotencyKey: crypto.randomUUID() });
    const elsewhere = await device().as(null).sheet.create({ game: "klammern", players: [{ name: "A1" }, { name: "B1" }] });
    // A player's account: new, in no club; it keeps sheets all the same.
    const player = await makeUser(t.db, "Spielerin");
    expect(await callerFor(t.db, player).club.listMine()).toEqual([]);
    const own = await callerFor(t.db, player).sheet.create({ game: "klammern", players: [{ name: "C1" }, { name: "D1" }] });
    // Signed in on the phone, before claiming: the account's sheet and the device's, the device's marked as such.
    expect((await phone.as(player).sheet.list()).map((s) => [s.id, s.onDevice]).sort()).toEqual([[mine.id, true], [own.id, false]].sort());

    expect(await phone.as(player).sheet.claimDevice()).toEqual({ claimed: 1 });
    expect(await phone.as(player).sheet.claimDevice()).toEqual({ claimed: 0 });
    const [row] = await t.db.select().from(sheets).where(eq(sheets.id, mine.id));
    expect([row!.ownerId, row!.deviceHash]).toEqual([player.id, null]);
    // The account has it on any device, with its deals; the phone signed out does not any more.
    const claimed = await callerFor(t.db, player).sheet.get({ sheetId: mine.id });
    expect([claimed.canWrite, claimed.deals.length, claimed.totals]).toEqual([true, 1, entered.totals]);
    await callerFor(t.db, player).sheet.enterDeal({ sheetId: mine.id, version: claimed.version, number: 2, record: normal(1), idempotencyKey: crypto.randomUUID() });
    expect(await codeOf(phone.as(null).sheet.get({ sheetId: mine.id }))).toBe("FORBIDDEN");
    expect(await codeOf(phone.as(null).sheet.enterDeal({ sheetId: mine.id, version: claimed.version + 1, number: 3, record: normal(2), idempotencyKey: crypto.randomUUID() }))).toBe("FORBIDDEN");
    expect(await phone.as(null).sheet.list()).toEqual([]);
    // Another device's sheet stayed where it was; claiming needs an account; another account cannot take the sheet.
    const [untouched] = await t.db.select().from(sheets).where(eq(sheets.id, elsewhere.id));
    expect(untouched!.ownerId).toBeNull();
    expect(await codeOf(phone.as(null).sheet.claimDevice())).toBe("UNAUTHORIZED");
    expect(await codeOf(phone.as(other).sheet.get({ sheetId: mine.id }))).toBe("FORBIDDEN");
  });

  it("the owner revokes the share link and makes a new one: the old token opens nothing (view and exports), the new one the sheet", async () => {
    const phone = device().as(null);
    let sheet = await phone.sheet.create({ game: "klammern", players: [{ name: "Greta" }, { name: "Hans" }, { name: "Ida" }] });
    sheet = await phone.sheet.enterDeal({ sheetId: sheet.id, version: sheet.version, number: 1, record: randomKlammernRecord(80, { players: 3, dealer: 0 }) as never, idempotencyKey: crypto.randomUUID() });
    const old = sheet.shareToken!;
    expect((await callerFor(t.db, null).sheet.shared({ token: old })).id).toBe(sheet.id);

    const revoked = await phone.sheet.shareLink({ sheetId: sheet.id, action: "revoke" });
    // The deals and the version stay: a deal waiting on the phone still fits.
    expect([revoked.shareToken, revoked.version, revoked.deals.length]).toEqual([null, sheet.version, 1]);
    const gone = await trpcError(callerFor(t.db, null).sheet.shared({ token: old }));
    expect([gone.code, errorData(gone).de]).toEqual(["NOT_FOUND", expect.stringMatching(/Link gilt nicht \(mehr\)/)]);
    const exportCall = (token: string) => ({ ctx: ctxFor(t.db, null), input: { token } });
    await expect(exportSheetCsv(exportCall(old))).rejects.toMatchObject({ code: "NOT_FOUND" });

    const renewed = await phone.sheet.shareLink({ sheetId: sheet.id, action: "renew" });
    expect(renewed.shareToken).toMatch(/^[\w-]{24}$/);
    expect(renewed.shareToken).not.toBe(old);
    expect((await callerFor(t.db, null).sheet.shared({ token: renewed.shareToken! })).deals).toHaveLength(1);
    expect((await exportSheetJsonl(exportCall(renewed.shareToken!))).trim().split("\n")).toHaveLength(1);
    expect(await codeOf(callerFor(t.db, null).sheet.shared({ token: old }))).toBe("NOT_FOUND");
    // Renewing again voids the link before; the share link itself changes nothing.
    const third = await phone.sheet.shareLink({ sheetId: sheet.id, action: "renew" });
    expect(await codeOf(callerFor(t.db, null).sheet.shared({ token: renewed.shareToken! }))).toBe("NOT_FOUND");
    expect((await callerFor(t.db, null).sheet.shared({ token: third.shareToken! })).canWrite).toBe(false);
    // An account's sheet: its owner renews, an organizer of its club (who sees it) does not.
    const club = await api().club.create({ name: `Linkclub ${crypto.randomUUID().slice(0, 6)}` });
    const clubSheet = await api().sheet.create({ game: "klammern", clubId: club.id, players: [{ name: "A1" }, { name: "B1" }] });
    const colleague = await makeUser(t.db, "Kollege");
    const invitation = await api().club.inviteOrganizer({ clubId: club.id, email: colleague.email, role: "organizer" });
    await callerFor(t.db, colleague).invitation.accept({ token: invitation.token });
    expect(await codeOf(callerFor(t.db, colleague).sheet.shareLink({ sheetId: clubSheet.id, action: "revoke" }))).toBe("FORBIDDEN");
    expect((await callerFor(t.db, null).sheet.shared({ token: clubSheet.shareToken! })).id).toBe(clubSheet.id);
    expect((await api().sheet.shareLink({ sheetId: clubSheet.id, action: "revoke" })).shareToken).toBeNull();
  });
});
