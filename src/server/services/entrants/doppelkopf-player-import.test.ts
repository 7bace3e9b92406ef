// Doppelkopf players by CSV: the entrant import's verbs with one player per row, chosen by the tournament's game.
import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doppelkopf } from "@/games";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { entrantPlayers, entrants } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { parseEntrantCsv } from "./entrant-csv";

describe("parseEntrantCsv for single players (no database)", () => {
  it("reads the examples in docs/doppelkopf-tournaments.md, German and English alike", () => {
    const doc = readFileSync(new URL("../../../../docs/doppelkopf-tournaments.md", import.meta.url), "utf8");
    const examples = [...doc.matchAll(/```csv\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(examples).toHaveLength(2);
    for (const text of examples) {
      const { rows, columns } = parseEntrantCsv(text, doppelkopf.entrant);
      expect(columns).toEqual(["player1", "checkedIn"]);
      expect(rows.map((r) => [r.players.player1, r.players.player2, r.checkedIn, r.errors])).toEqual([
        [{ kind: "number", number: 17 }, null, true, []],
        [{ kind: "guest", name: "Anna Schmidt" }, null, false, []],
        [{ kind: "guest", name: "Jürgen Weiß" }, null, undefined, []],
      ]);
    }
  });

  it("reports a second player on its row, ignores a pair name, and needs the player column", () => {
    const { rows, ignoredHeaders } = parseEntrantCsv("Paar;Spieler 1;Spieler 2\nDie Asse;17;23\n;Gast: Solo;\n", doppelkopf.entrant);
    expect(ignoredHeaders).toEqual(["Paar"]);
    expect(rows[0]!.errors).toEqual([expect.objectContaining({ field: "player2", de: expect.stringMatching(/eine Zeile je Spieler/) })]);
    expect(rows[0]!.errors[0]!.en).toMatch(/one row per player/);
    expect(rows[0]!.name).toBeUndefined();
    expect(rows[1]!.errors).toEqual([]);
    expect(() => parseEntrantCsv("Vorname;Nachname\nAnna;Schmidt\n", doppelkopf.entrant)).toThrow(/at least player \(found/);
    expect(() => parseEntrantCsv("Spieler\n\n", doppelkopf.entrant)).toThrow(/contains no players/);
  });
});

describe.each(drivers)("Doppelkopf players by CSV (%s)", (driver) => {
  let t: TestDb;
  let anna: SessionUser;
  let bernd: SessionUser;
  let clubId: string;
  /** Player numbers of the club's members, in order. */
  let nums: number[];
  let memberIds: string[];
  let foreignNumber: number;

  beforeAll(async () => {
    t = await createTestDb(driver);
    anna = await makeUser(t.db, "Anna");
    bernd = await makeUser(t.db, "Bernd");
    clubId = (await callerFor(t.db, anna).club.create({ name: "Doko-Runde Homburg" })).id;
    const otherClub = (await callerFor(t.db, bernd).club.create({ name: "Doko-Freunde Pfalz" })).id;
    const rows = await addMembers(t.db, clubId, 12);
    nums = rows.map((m) => m.playerNumber);
    memberIds = rows.map((m) => m.id);
    foreignNumber = (await addMembers(t.db, otherClub, 1))[0]!.playerNumber;
  }, 60_000);
  afterAll(async () => t?.dispose());

  const api = (user: SessionUser | null = anna) => callerFor(t.db, user).tournament;
  const create = async () =>
    (await api().create({ clubId, game: "doppelkopf", name: "Doko-Abend", date: "2026-12-12", roundsPlanned: 3 })).id;
  const stored = async (tournamentId: string) => ({
    entrants: await t.db.select().from(entrants).where(eq(entrants.tournamentId, tournamentId)).orderBy(entrants.number),
    players: await t.db.select().from(entrantPlayers).where(eq(entrantPlayers.tournamentId, tournamentId)),
  });

  it("previews and imports one member or guest per row, with start numbers and check-in", async () => {
    const tid = await create();
    const csv = ["Spieler;Eingecheckt", `${nums[0]};ja`, "Gast: Gerda Gast;nein", `Nr. ${nums[1]};`, "Hans-Peter von der Heide;x"].join("\r\n");
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts).toEqual({ ok: 4, error: 0 });
    expect(p.columns).toEqual(["player1", "checkedIn"]);
    expect(p.rows.map((r) => r.startNumber)).toEqual([1, 2, 3, 4]);
    expect(p.rows.map((r) => r.players.map((x) => [x.kind, x.name]))).toEqual([
      [["member", `Vor${nums[0]} Nach${nums[0]}`]],
      [["guest", "Gerda Gast"]],
      [["member", `Vor${nums[1]} Nach${nums[1]}`]],
      [["guest", "Hans-Peter von der Heide"]],
    ]);
    expect((await stored(tid)).entrants).toEqual([]); // the dry run left nothing behind

    const done = await api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint });
    expect(done).toEqual({ created: 4, checkedIn: 2, firstNumber: 1, lastNumber: 4, refused: [] });
    const list = await api().listEntrants({ tournamentId: tid });
    expect(list.entrants.map((e) => [e.number, e.name, e.status, e.players.map((x) => [x.name, x.guest])])).toEqual([
      [1, null, "checked-in", [[`Vor${nums[0]} Nach${nums[0]}`, false]]],
      [2, null, "registered", [["Gerda Gast", true]]],
      [3, null, "registered", [[`Vor${nums[1]} Nach${nums[1]}`, false]]],
      [4, null, "checked-in", [["Hans-Peter von der Heide", true]]],
    ]);
    expect((await stored(tid)).players.map((x) => x.position)).toEqual([1, 1, 1, 1]);
  });

  it("reports duplicates in the file, players already registered and a second player, and imports none of it", async () => {
    const tid = await create();
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "member", memberId: memberIds[2]! } });
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Schon Da" } });
    const csv = [
      "Spieler 1;Spieler 2;Eingecheckt",
      `${nums[3]};;ja`, // 2: fine
      `${nums[2]};;`, // 3: already player 1
      `${nums[4]};;`, // 4: member 4 ...
      `#${nums[4]};;`, // 5: ... again
      `${nums[5]};${nums[6]};`, // 6: two players in one row
      "99999;;", // 7: unknown number
      `${foreignNumber};;`, // 8: another club's member
      "Gast: Doppelt;;", // 9: a guest name twice: a hint
      "doppelt;;", // 10
      "Schon Da;;", // 11: a guest of that name is registered: a hint
    ].join("\n");
    const before = await stored(tid);
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts).toEqual({ ok: 4, error: 6 });
    const at = (line: number) => p.rows.find((r) => r.line === line)!;
    const fields = (line: number) => at(line).errors.map((e) => e.field);
    expect(at(2)).toMatchObject({ status: "ok", startNumber: 3, checkedIn: true, errors: [] });
    expect(at(3).errors).toEqual([
      expect.objectContaining({ field: "player1", de: expect.stringMatching(/ist schon Spieler 1 dieses Turniers/), en: expect.stringMatching(/is already player 1 of this tournament/) }),
    ]);
    expect(at(4).errors[0]!.de).toMatch(/mehrfach in der Datei \(auch Zeile 5\)/);
    expect(at(5).errors[0]!.en).toMatch(/more than once in the file \(also row 4\)/);
    expect(fields(6)).toEqual(["player2"]);
    expect(at(6).errors[0]!.de).toMatch(/Hier spielt jeder für sich: eine Zeile je Spieler. „\d+“ bitte in eine eigene Zeile/);
    expect(at(6).players).toHaveLength(1);
    expect(at(7).errors[0]).toMatchObject({ field: "player1", de: "Die Spielernummer 99999 gibt es im Verein nicht." });
    expect(at(8).errors[0]!.en).toBe(`There is no player number ${foreignNumber} in the club.`);
    expect(at(9)).toMatchObject({ status: "ok", warnings: [expect.objectContaining({ de: expect.stringMatching(/auch in Zeile 10/) })] });
    expect(at(11)).toMatchObject({ status: "ok", warnings: [expect.objectContaining({ en: expect.stringMatching(/is already player 2 of this tournament/) })] });
    for (const r of p.rows.filter((x) => x.status === "error")) expect(r.startNumber).toBeNull();

    const refused = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(errorData(refused).fieldErrors?.csv?.[0]?.de).toMatch(/6 Zeile\(n\) haben Fehler/);
    expect(await stored(tid)).toEqual(before);
  });

  it("imports the valid players only when the organizer chooses it (partial), naming the refused rows; by default none", async () => {
    const tid = await create();
    const csv = ["Spieler;Eingecheckt", `${nums[2]};ja`, "99998;", "Gast: Gerda Gast;nein", `${nums[3]};vielleicht`, `Nr. ${nums[4]};x`].join("\n");
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts).toEqual({ ok: 3, error: 2 });
    const all = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(all.code).toBe("BAD_REQUEST");
    expect((await stored(tid)).entrants).toEqual([]);
    const done = await api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint, partial: true });
    expect(done).toMatchObject({ created: 3, checkedIn: 2, firstNumber: 1, lastNumber: 3 });
    expect(done.refused.map((r) => [r.line, r.errors.map((e) => e.field)])).toEqual([
      [3, ["player1"]],
      [5, ["checkedIn"]],
    ]);
    expect(done.refused[0]!.errors[0]!.en).toBe("There is no player number 99998 in the club.");
    expect(done.refused[1]!.errors[0]!.de).toMatch(/vielleicht/);
    const { players } = await stored(tid);
    expect(players.map((x) => x.memberId ?? x.guestName).sort()).toEqual([memberIds[2], memberIds[4], "Gerda Gast"].sort());
  });

  it("refuses a file without a player column as a field error on csv, storing nothing", async () => {
    const tid = await create();
    for (const csv of ["", "Vorname;Nachname\nAnna;Schmidt\n", "Spieler;Spieler\n1;2\n", "Spieler;Eingecheckt\n;;\n"]) {
      const err = await trpcError(api().previewPairImport({ tournamentId: tid, csv }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(errorData(err).fieldErrors?.csv?.[0]?.de).toBeTruthy();
      expect(errorData(err).fieldErrors?.csv?.[0]?.en).toBeTruthy();
    }
    expect((await stored(tid)).entrants).toEqual([]);
  });

  it("refuses a stale preview when the member was registered in between, importing nothing", async () => {
    const tid = await create();
    const csv = `Spieler\nGast: Erster Gast\n${nums[7]}\n`;
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts.error).toBe(0);
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "member", memberId: memberIds[7]! } });
    const before = await stored(tid);
    const err = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(errorData(err).fieldErrors?.csv?.[0]?.en).toMatch(/1 row\(s\) have errors/);
    const guestFirst = `Spieler\nGast: Noch Einer\n`;
    const q = await api().previewPairImport({ tournamentId: tid, csv: guestFirst });
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Dazwischen" } });
    const stale = await trpcError(api().importPairs({ tournamentId: tid, csv: guestFirst, fingerprint: q.fingerprint }));
    expect(stale.code).toBe("CONFLICT");
    expect(errorData(stale).fieldErrors?.fingerprint?.[0]?.de).toMatch(/Die Spieler oder Mitglieder haben sich seit der Vorschau geändert/);
    expect((await stored(tid)).entrants).toHaveLength(before.entrants.length + 1);
  });

  it("answers FORBIDDEN to an organizer of another club and UNAUTHORIZED without a session, changing nothing", async () => {
    const tid = await create();
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Da Eins" } });
    const csv = `Spieler\nGast: Neu Eins\n${nums[8]}\n`;
    const { fingerprint } = await api().previewPairImport({ tournamentId: tid, csv });
    const before = await stored(tid);
    for (const [user, code] of [[bernd, "FORBIDDEN"], [null, "UNAUTHORIZED"]] as const) {
      for (const call of [() => api(user).previewPairImport({ tournamentId: tid, csv }), () => api(user).importPairs({ tournamentId: tid, csv, fingerprint })]) {
        const err = await trpcError(call());
        expect(err.code).toBe(code);
        expect(errorData(err).de).toBeTruthy();
      }
    }
    expect(await stored(tid)).toEqual(before);
  });
});
