import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doppelkopf, klammern } from "@/games";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { seatRound } from "../../../../test/fixtures/tournament";
import { callerFor, makeUser } from "../../../../test/services";
import { addMembers, trpcError } from "../../../../test/tournament-fixtures";
import { errorData } from "../../api/errors";
import { entrantPlayers, entrants, members, tournaments } from "../../db/schema";
import type { SessionUser } from "../_shared/context";
import { parseEntrantCsv } from "./entrant-csv";

const BOM = "\uFEFF";

describe("parseEntrantCsv for pairs (no database)", () => {
  it("reads `;`, `,` and tab, with or without BOM, German or English headers, the same way", () => {
    const variants = [
      "Paar;Spieler 1;Spieler 2;Eingecheckt\r\nDie Asse;17;Gast: Anna Schmidt;ja\r\n",
      `${BOM}Paar;Spieler 1;Spieler 2;Eingecheckt\n"Die Asse";"17";"Anna Schmidt";"1"\n`,
      "pair,player 1,player 2,checked_in\nDie Asse,17,Guest: Anna Schmidt,yes\n",
      "pair\tplayer_1\tplayer_2\tchecked_in\nDie Asse\t17\tAnna Schmidt\tx\n",
      // The columns as the English help names them.
      "Pair;Player 1;Player 2;Checked in\nDie Asse;17;Guest: Anna Schmidt;yes\n",
    ];
    for (const text of variants) {
      const { rows } = parseEntrantCsv(text, klammern.entrant);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        line: 2,
        name: "Die Asse",
        players: { player1: { kind: "number", number: 17 }, player2: { kind: "guest", name: "Anna Schmidt" } },
        checkedIn: true,
        errors: [],
      });
    }
  });

  it("reads the examples in docs/tournaments.md without errors, German and English alike", () => {
    const doc = readFileSync(new URL("../../../../docs/tournaments.md", import.meta.url), "utf8");
    const examples = [...doc.matchAll(/```csv\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(examples).toHaveLength(2);
    for (const text of examples) {
      const { rows } = parseEntrantCsv(text, klammern.entrant);
      expect(rows.map((r) => [r.name, r.players.player1, r.players.player2, r.checkedIn, r.errors])).toEqual([
        ["Die Asse", { kind: "number", number: 17 }, { kind: "number", number: 23 }, true, []],
        [undefined, { kind: "number", number: 42 }, { kind: "guest", name: "Anna Schmidt" }, false, []],
        ["Gäste aus Homburg", { kind: "guest", name: "Jürgen Weiß" }, { kind: "guest", name: "Hans-Peter von der Heide" }, undefined, []],
      ]);
    }
  });

  it("names each bad cell in German and English and refuses a file without the player columns", () => {
    const { rows } = parseEntrantCsv("Spieler 1;Spieler 2;Eingecheckt\n17.5;;vielleicht\nGast:;Gast: X;\n", klammern.entrant);
    expect(rows[0]!.errors.map((e) => e.field)).toEqual(["player1", "player2", "checkedIn"]);
    expect(rows[0]!.errors[0]!.de).toMatch(/weder eine Spielernummer/);
    expect(rows[0]!.errors[0]!.en).toMatch(/neither a player number/);
    expect(rows[0]!.errors[1]!.de).toMatch(/Spieler 2 fehlt/);
    expect(rows[1]!.errors.map((e) => e.field)).toEqual(["player1", "player2"]);
    expect(rows[1]!.errors[1]!.en).toMatch(/at least 2 characters/);
    expect(rows[1]!.checkedIn).toBeUndefined();
    expect(() => parseEntrantCsv("Vorname;Nachname\nAnna;Schmidt\n", klammern.entrant)).toThrow(/at least player 1, player 2/);
  });

  it("reads a guest's federation number from its own optional column beside each player", () => {
    const csv = "Paar;Spieler 1;DDV-Nr 1;Spieler 2;Verbandsnummer 2\nGäste;Gast: Anna Schmidt; ddv-4711 ;Bernd Meier;\n;17;12345;Gast: Carla Klein;12/34\n";
    const { columns, rows } = parseEntrantCsv(csv, klammern.entrant);
    expect(columns).toEqual(["pair", "player1", "federation1", "player2", "federation2"]);
    expect(rows[0]!.players).toEqual({ player1: { kind: "guest", name: "Anna Schmidt", federationNumber: "ddv-4711" }, player2: { kind: "guest", name: "Bernd Meier" } });
    expect(rows[0]!.errors).toEqual([]);
    // A member's number is kept for the plan's warning; a bad number is the row's error on its column.
    expect(rows[1]!.players.player1).toEqual({ kind: "number", number: 17, federationNumber: "12345" });
    expect(rows[1]!.errors).toEqual([
      {
        field: "federation2",
        de: "DDV-Nr 2: Die DDV-/Verbandsnummer darf nur Buchstaben (A–Z), Ziffern und Bindestriche enthalten.",
        en: "federation number 2: The federation (DDV) number may contain only letters (A–Z), digits and hyphens.",
      },
    ]);
    // A single player's file names it without a digit.
    const single = parseEntrantCsv("Spieler;federation number\nGast: Gerda Gast;DDV-9\n", doppelkopf.entrant);
    expect(single.columns).toEqual(["player1", "federation1"]);
    expect(single.rows[0]!.players.player1).toEqual({ kind: "guest", name: "Gerda Gast", federationNumber: "DDV-9" });
  });
});

describe.each(drivers)("pairs by CSV and check-in of all pairs (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let b: SessionUser;
  let clubA: string;
  /** Player numbers of club A's members, in order. */
  let nums: number[];
  let foreignNumber: number;

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Anna");
    b = await makeUser(t.db, "Bernd");
    clubA = (await callerFor(t.db, a).club.create({ name: "Klammerfreunde Saarbrücken" })).id;
    const clubB = (await callerFor(t.db, b).club.create({ name: "Klammerclub Pfalz" })).id;
    nums = (await addMembers(t.db, clubA, 30)).map((m) => m.playerNumber);
    foreignNumber = (await addMembers(t.db, clubB, 1))[0]!.playerNumber;
  }, 60_000);
  afterAll(async () => t?.dispose());

  const api = (user: SessionUser | null = a) => callerFor(t.db, user).tournament;
  const create = async (extra: Record<string, unknown> = {}) =>
    (await api().create({ clubId: clubA, name: "Pfingstturnier", date: "2025-06-08", roundsPlanned: 4, ...extra })).id;
  const stored = async (tournamentId: string) =>
    t.db.select().from(entrants).where(eq(entrants.tournamentId, tournamentId)).orderBy(entrants.number);
  const byNumber = (i: number) => String(nums[i]);

  it("previews bad rows with a reason per field in German and English, and stores nothing", async () => {
    const tid = await create();
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "member", memberId: await memberId(nums[0]!) }, player2: { kind: "guest", name: "Gast Eins" } });
    const csv = [
      "Paar;Spieler 1;Spieler 2;Eingecheckt",
      `Gut;${byNumber(1)};${byNumber(2)};ja`, // 2: fine
      `;99999;${byNumber(3)};`, // 3: unknown number
      `;${byNumber(0)};Gast: Lisa Lang;`, // 4: already in pair 1
      `;${byNumber(4)};${byNumber(4)};`, // 5: same member twice in the row
      `;${byNumber(5)};Gast: Tom Tal;`, // 6: member 5 ...
      `;Gast: Uwe Ulm;${byNumber(5)};`, // 7: ... also here
      `;${byNumber(6)};;`, // 8: empty player
      `;${foreignNumber};${byNumber(7)};vielleicht`, // 9: another club's number, bad check-in value
      `;Nr. ${byNumber(8)};Vor${nums[9]} Nach${nums[9]};`, // 10: fine, with a warning: a member's name as a guest
    ].join("\n");
    const before = await stored(tid);
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts).toEqual({ ok: 2, error: 7 });
    expect(p.blocked).toBeNull();
    const at = (line: number) => p.rows.find((r) => r.line === line)!;
    expect(at(2)).toMatchObject({ status: "ok", startNumber: 2, checkedIn: true, name: "Gut", errors: [] });
    expect(at(2).players.map((x) => x.name)).toEqual([`Vor${nums[1]} Nach${nums[1]}`, `Vor${nums[2]} Nach${nums[2]}`]);
    const fields = (line: number) => at(line).errors.map((e) => e.field);
    expect(fields(3)).toEqual(["player1"]);
    expect(at(3).errors[0]).toMatchObject({ de: "Die Spielernummer 99999 gibt es im Verein nicht.", en: "There is no player number 99999 in the club." });
    expect(fields(4)).toEqual(["player1"]);
    expect(at(4).errors[0]!.de).toMatch(/spielt schon in Paar 1 dieses Turniers/);
    expect(at(4).errors[0]!.en).toMatch(/already plays in pair 1 of this tournament/);
    expect(fields(5)).toEqual(["player2"]);
    expect(at(5).errors[0]!.de).toMatch(/zwei verschiedene Spieler/);
    expect(at(6).errors[0]!.de).toMatch(/mehrfach in der Datei \(auch Zeile 7\)/);
    expect(at(7).errors[0]!.en).toMatch(/more than once in the file \(also row 6\)/);
    expect(fields(8)).toEqual(["player2"]);
    expect(at(8).errors[0]!.en).toMatch(/player 2 is missing/);
    expect(fields(9)).toEqual(["player1", "checkedIn"]);
    expect(at(9).errors[0]!.de).toBe(`Die Spielernummer ${foreignNumber} gibt es im Verein nicht.`);
    expect(at(10)).toMatchObject({ status: "ok", startNumber: 3, errors: [] });
    expect(at(10).players.map((x) => [x.kind, x.playerNumber])).toEqual([["member", nums[8]], ["guest", null]]);
    expect(at(10).warnings).toEqual([expect.objectContaining({ field: "player2", de: expect.stringMatching(`Mitglied dieses Namens \\(Nr. ${nums[9]}\\)`) })]);
    for (const r of p.rows.filter((x) => x.status === "error")) expect(r.startNumber).toBeNull();

    expect(await stored(tid)).toEqual(before);
    const refused = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(refused.code).toBe("BAD_REQUEST");
    expect(errorData(refused).fieldErrors?.csv?.[0]?.de).toMatch(/7 Zeile\(n\) haben Fehler/);
    expect(await stored(tid)).toEqual(before);
  });

  it("refuses an unreadable file as a field error on csv in German and English, never a 500", async () => {
    const tid = await create();
    for (const csv of ["", "Vorname;Nachname\nAnna;Schmidt\n", "Spieler 1;Spieler 2;Spieler 1\n1;2;3\n", "Spieler 1;Spieler 2\n;;\n"]) {
      const err = await trpcError(api().previewPairImport({ tournamentId: tid, csv }));
      expect(err.code).toBe("BAD_REQUEST");
      const csvError = errorData(err).fieldErrors?.csv?.[0];
      expect(csvError?.de).toBeTruthy();
      expect(csvError?.en).toBeTruthy();
    }
    expect(await stored(tid)).toEqual([]);
  });

  it("imports 12 pairs by player numbers and guests with start numbers, names and check-in", async () => {
    const tid = await create();
    const lines = ["pair,player 1,player 2,checked_in"];
    for (let i = 0; i < 8; i++) lines.push(`Paar ${i + 1},${byNumber(10 + 2 * i)},${byNumber(11 + 2 * i)},${i % 2 ? "no" : "yes"}`);
    lines.push(`,${byNumber(26)},Gast: Jürgen Weiß,`, `Gäste,Gast: Anna Schmidt,Hans-Peter von der Heide,1`);
    lines.push(`,Guest: Ole Olsen,${byNumber(27)},0`, `"Die ""Letzten""",Maria Muster,Gast: Paul Paulsen,ja`);
    const csv = `${BOM}${lines.join("\r\n")}\r\n`;
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts).toEqual({ ok: 12, error: 0 });
    expect(p.rows.map((r) => r.startNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(p.delimiter).toBe(",");
    expect(await stored(tid)).toEqual([]); // the preview's dry run left nothing behind

    const done = await api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint });
    expect(done).toEqual({ created: 12, checkedIn: 6, firstNumber: 1, lastNumber: 12, refused: [] });
    const list = await api().listEntrants({ tournamentId: tid });
    expect(list.entrants.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(list.entrants[0]).toMatchObject({ name: "Paar 1", status: "checked-in", enteredRound: 1 });
    expect(list.entrants[0]!.players.map((x) => x.playerNumber)).toEqual([nums[10], nums[11]]);
    expect(list.entrants[1]!.status).toBe("registered");
    expect(list.entrants[8]!.players.map((x) => [x.name, x.guest])).toEqual([
      [`Vor${nums[26]} Nach${nums[26]}`, false],
      ["Jürgen Weiß", true],
    ]);
    expect(list.entrants[9]).toMatchObject({ name: "Gäste", status: "checked-in" });
    expect(list.entrants[9]!.players.map((x) => x.name)).toEqual(["Anna Schmidt", "Hans-Peter von der Heide"]);
    expect(list.entrants[11]!.name).toBe('Die "Letzten"');
    expect(list.entrants.filter((e) => e.status === "checked-in")).toHaveLength(6);

    // The same file again: every member is now in a pair.
    const again = await api().previewPairImport({ tournamentId: tid, csv });
    expect(again.counts.error).toBe(10);
  });

  it("imports guests' federation numbers, warns about a member's and refuses a number already playing", async () => {
    const tid = await create();
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Gast Vorher", federationNumber: "DDV-1" }, player2: { kind: "guest", name: "Gast Partner" } });
    const csv = [
      "Spieler 1;DDV-Nr 1;Spieler 2;DDV-Nr 2",
      `Gast: Anna Schmidt;ddv-4711;${byNumber(28)};999`, // 2: a guest's number; a member's number is only warned about
      "Gast: Bernd Meier;;Gast: Carla Klein;DDV-1", // 3: Carla would be the guest of pair 1 again
      "Gast: Dora Lang;DDV-4711;Gast: Emil Groß;", // 4: the number of row 2 again
    ].join("\n");
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    const at = (line: number) => p.rows.find((r) => r.line === line)!;
    expect(at(2)).toMatchObject({ status: "ok", startNumber: 2, errors: [] });
    expect(at(2).players.map((x) => [x.kind, x.name, x.federationNumber])).toEqual([
      ["guest", "Anna Schmidt", "ddv-4711"],
      ["member", `Vor${nums[28]} Nach${nums[28]}`, null],
    ]);
    expect(at(2).warnings).toEqual([expect.objectContaining({ field: "federation2", de: expect.stringMatching(/DDV-Nr 999 wird nur für Gäste übernommen/) })]);
    // The dry run registers row by row, so the tournament's own check names the player who has the number.
    expect(at(3).errors).toEqual([
      expect.objectContaining({ field: "player2.federationNumber", de: "Die DDV-Nummer DDV-1 hat schon Gast Vorher (Paar 1) in diesem Turnier." }),
    ]);
    expect(at(4).errors).toEqual([
      expect.objectContaining({ field: "player1.federationNumber", en: "The federation number DDV-4711 already belongs to Anna Schmidt (pair 2) in this tournament." }),
    ]);
    expect(p.counts).toEqual({ ok: 1, error: 2 });

    const fine = csv.split("\n").slice(0, 2).join("\n");
    const q = await api().previewPairImport({ tournamentId: tid, csv: fine });
    await api().importPairs({ tournamentId: tid, csv: fine, fingerprint: q.fingerprint });
    const rows = await t.db.select().from(entrantPlayers).where(eq(entrantPlayers.tournamentId, tid));
    expect(rows.map((r) => [r.guestName ?? "(Mitglied)", r.guestFederationNumber]).sort()).toEqual([
      ["(Mitglied)", null], // the member: his number is the member list's, not the file's
      ["Anna Schmidt", "ddv-4711"],
      ["Gast Partner", null],
      ["Gast Vorher", "DDV-1"],
    ]);
  });

  it("imports the valid pairs only when the organizer chooses it (partial), naming the refused rows; by default none", async () => {
    const tid = await create();
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Gast Vorher", federationNumber: "DDV-7" }, player2: { kind: "guest", name: "Gast Partner" } });
    const csv = [
      "Paar;Spieler 1;DDV-Nr 1;Spieler 2;Eingecheckt",
      `Eins;${byNumber(20)};;${byNumber(21)};ja`, // 2
      `;99998;;${byNumber(22)};`, // 3: no such member
      `Drei;Gast: Ida Iltis;;${byNumber(23)};nein`, // 4
      ";Gast: Jan Jauch;DDV-7;Gast: Kai Kern;", // 5: pair 1's guest has the number (register-entrant refuses it)
      `Fünf;${byNumber(24)};;Gast: Lea Lenz;ja`, // 6
    ].join("\n");
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts).toEqual({ ok: 3, error: 2 });
    // The default is all or nothing: the first bad row refuses the file, nothing stored.
    const all = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(errorData(all).fieldErrors!.csv![0]!.de).toMatch(/Zeile 3: Die Spielernummer 99998 gibt es im Verein nicht\.|Es wurde nichts importiert\./);
    expect(errorData(all).fieldErrors!.csv![0]!.de).toMatch(/Es wurde nichts importiert\.$/);
    expect(await stored(tid)).toHaveLength(1);
    const done = await api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint, partial: true });
    expect(done).toMatchObject({ created: 3, checkedIn: 2, firstNumber: 2, lastNumber: 4 });
    expect(done.refused).toEqual([
      { line: 3, errors: [{ field: "player1", de: "Die Spielernummer 99998 gibt es im Verein nicht.", en: "There is no player number 99998 in the club." }] },
      { line: 5, errors: [expect.objectContaining({ field: "player1.federationNumber", de: "Die DDV-Nummer DDV-7 hat schon Gast Vorher (Paar 1) in diesem Turnier." })] },
    ]);
    expect((await stored(tid)).map((e) => [e.number, e.name])).toEqual([[1, null], [2, "Eins"], [3, "Drei"], [4, "Fünf"]]);
  });

  it("is all or nothing: a tournament that takes no pairs now refuses the whole file and keeps none", async () => {
    const tid = await create({ scheduleType: "round-robin" });
    const [tour] = await t.db.select().from(tournaments).where(eq(tournaments.id, tid));
    const csv = `Spieler 1;Spieler 2\nGast: A Eins;Gast: B Eins\nGast: A Zwei;Gast: B Zwei\n`;
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.blocked).toBeNull();
    await seatRound(t.db, tour!, 1, [], { status: "draft" });
    const err = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(err.code).toBe("CONFLICT");
    expect(errorData(err).de).toMatch(/Runde 1 liegt als Entwurf vor/);
    expect(await stored(tid)).toEqual([]);
    const blocked = await api().previewPairImport({ tournamentId: tid, csv });
    expect(blocked.blocked?.en).toMatch(/Round 1 is drafted/);
  });

  it("registers late entries from the next round, as registering by hand does", async () => {
    const tid = await create();
    const [tour] = await t.db.select().from(tournaments).where(eq(tournaments.id, tid));
    await seatRound(t.db, tour!, 1, [], { status: "published" });
    const csv = `Spieler 1;Spieler 2\nGast: Spät Eins;Gast: Spät Zwei\n`;
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    await api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint });
    expect((await stored(tid)).map((e) => e.enteredRound)).toEqual([2]);
  });

  it("refuses a stale preview (CONFLICT) and a text that was not previewed, importing nothing", async () => {
    const tid = await create();
    const csv = `Spieler 1;Spieler 2\n${byNumber(28)};Gast: Neu\n`;
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Zwischen Rein" }, player2: { kind: "guest", name: "Auch Rein" } });
    const stale = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(stale.code).toBe("CONFLICT");
    expect(errorData(stale).fieldErrors?.fingerprint?.[0]?.en).toMatch(/changed since the preview/);
    const other = await trpcError(api().importPairs({ tournamentId: tid, csv: `${csv}Gast: X Y;Gast: Z W\n`, fingerprint: p.fingerprint }));
    expect(other.code).toBe("BAD_REQUEST");
    expect(errorData(other).fieldErrors?.fingerprint?.[0]?.de).toMatch(/nicht geprüft/);
    expect(await stored(tid)).toHaveLength(1);
  });

  it("lets exactly one of two imports previewed on the same pairs through when they run at once", async () => {
    const tid = await create();
    const one = `Spieler 1;Spieler 2\nGast: Eins A;Gast: Eins B\nGast: Zwei A;Gast: Zwei B\n`;
    const two = `Spieler 1;Spieler 2\nGast: Drei A;Gast: Drei B\n`;
    const [p1, p2] = await Promise.all([one, two].map((csv) => api().previewPairImport({ tournamentId: tid, csv })));
    const results = await Promise.allSettled([
      api().importPairs({ tournamentId: tid, csv: one, fingerprint: p1!.fingerprint }),
      api().importPairs({ tournamentId: tid, csv: two, fingerprint: p2!.fingerprint }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as { code: string }).code).toBe("CONFLICT");
    const numbers = (await stored(tid)).map((e) => e.number);
    expect([[1, 2], [1]]).toContainEqual(numbers);
  });

  it("refuses a member who was registered in another pair after the preview", async () => {
    const tid = await create();
    const csv = `Spieler 1;Spieler 2\nGast: Ein Gast;Gast: Noch Einer\n${byNumber(29)};Gast: Partner\n`;
    const p = await api().previewPairImport({ tournamentId: tid, csv });
    expect(p.counts.error).toBe(0);
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "member", memberId: await memberId(nums[29]!) }, player2: { kind: "guest", name: "Schneller" } });
    const err = await trpcError(api().importPairs({ tournamentId: tid, csv, fingerprint: p.fingerprint }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(errorData(err).fieldErrors?.csv?.[0]?.en).toMatch(/1 row\(s\) have errors/);
    expect(await stored(tid)).toHaveLength(1);
  });

  it("checks in every registered pair at once, leaving withdrawn and checked-in pairs as they are", async () => {
    const tid = await create();
    const guests = (n: number) => ({ tournamentId: tid, player1: { kind: "guest" as const, name: `Gast ${n}a` }, player2: { kind: "guest" as const, name: `Gast ${n}b` } });
    const p1 = await api().registerEntrant(guests(1));
    await api().registerEntrant({ ...guests(2), checkIn: true });
    const p3 = await api().registerEntrant(guests(3));
    await api().registerEntrant(guests(4));
    await api().withdraw({ entrantId: p3.id, version: p3.version });
    const r = await api().checkInAll({ tournamentId: tid });
    expect(r).toEqual({ checkedIn: 2, numbers: [1, 4] });
    const rows = await stored(tid);
    expect(rows.map((e) => e.status)).toEqual(["checked-in", "checked-in", "withdrawn", "checked-in"]);
    expect(rows[0]!.version).toBe(p1.version + 1);
    expect(await api().checkInAll({ tournamentId: tid })).toEqual({ checkedIn: 0, numbers: [] });
  });

  it("answers FORBIDDEN to an organizer of another club and UNAUTHORIZED without a session, on each procedure, changing nothing", async () => {
    const tid = await create();
    await api().registerEntrant({ tournamentId: tid, player1: { kind: "guest", name: "Da Eins" }, player2: { kind: "guest", name: "Da Zwei" } });
    const csv = `Spieler 1;Spieler 2\nGast: A B;Gast: C D\n`;
    const { fingerprint } = await api().previewPairImport({ tournamentId: tid, csv });
    const before = await stored(tid);
    for (const [user, code] of [[b, "FORBIDDEN"], [null, "UNAUTHORIZED"]] as const) {
      const calls = [
        () => api(user).previewPairImport({ tournamentId: tid, csv }),
        () => api(user).importPairs({ tournamentId: tid, csv, fingerprint }),
        () => api(user).checkInAll({ tournamentId: tid }),
      ];
      for (const call of calls) {
        const err = await trpcError(call());
        expect(err.code).toBe(code);
        expect(errorData(err).de).toBeTruthy();
      }
    }
    // An id that does not exist is FORBIDDEN too, so ids cannot be probed.
    expect((await trpcError(api().checkInAll({ tournamentId: "00000000-0000-4000-8000-000000000000" }))).code).toBe("FORBIDDEN");
    expect(await stored(tid)).toEqual(before);
  });

  async function memberId(playerNumber: number) {
    const [m] = await t.db.select({ id: members.id }).from(members).where(eq(members.playerNumber, playerNumber));
    return m!.id;
  }
});
