import { TRPCError } from "@trpc/server";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../../test/db";
import { callerFor, ctxFor, makeUser } from "../../../../test/services";
import { membersCsvResponse } from "../../../app/api/org/clubs/[clubId]/members.csv/respond";
import { errorData } from "../../api/errors";
import type { SessionUser } from "../_shared/context";
import { exportMembersCsv } from "./export-members-csv";
import { detectDelimiter } from "../_shared/csv-sheet";
import { MAX_CSV_ROWS, parseMemberCsv, writeMemberCsv } from "./member-csv";

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(TRPCError);
    return e as TRPCError;
  }
  throw new Error("expected the call to fail");
}

const BOM = "\uFEFF";

describe("parseMemberCsv (no database)", () => {
  it("reads `;`, `,` and tab, with or without BOM, German or English headers, the same way", () => {
    const variants = [
      "Nummer;Vorname;Nachname;E-Mail;Ort\r\n7;Jürgen;Müller;j@example.org;Saarlouis\r\n",
      `${BOM}Nummer;Vorname;Nachname;E-Mail;Ort\n7;Jürgen;Müller;j@example.org;Saarlouis\n`,
      "number,first_name,last_name,email,city\n7,Jürgen,Müller,j@example.org,Saarlouis\n",
      `${BOM}Number,First Name,Last Name,E-Mail,City\n"7","Jürgen","Müller","j@example.org","Saarlouis"\n`,
      "Nr\tVorname\tNachname\tEmail\tOrt\n7\tJürgen\tMüller\tj@example.org\tSaarlouis\n",
    ];
    for (const text of variants) {
      const { rows } = parseMemberCsv(text);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ line: 2, playerNumber: 7, firstName: "Jürgen", lastName: "Müller", email: "j@example.org", city: "Saarlouis", errors: [] });
    }
    expect(detectDelimiter('"Name; mit Semikolon",Vorname,Nachname')).toBe(",");
  });

  it("keeps a comma inside a quoted cell and skips blank lines Excel leaves", () => {
    const { rows } = parseMemberCsv('Vorname,Nachname,Ort\n"Anna","Schmidt","Saarbrücken, Malstatt"\n,,\n\n');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.city).toBe("Saarbrücken, Malstatt");
  });

  it("reads the examples in docs/members-csv.md without errors", () => {
    const doc = readFileSync(new URL("../../../../docs/members-csv.md", import.meta.url), "utf8");
    const examples = [...doc.matchAll(/```csv\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(examples).toHaveLength(2);
    for (const text of examples) {
      const { rows } = parseMemberCsv(text);
      expect(rows.map((r) => [r.playerNumber, r.firstName, r.lastName, r.errors])).toEqual([
        [1, "Jürgen", "Müller", []],
        [null, "Anna", "von der Heide", []],
        [27, "Hans-Peter", "Weiß", []],
      ]);
      expect(rows[2]!.city).toMatch(/^Homburg[;,] Saar$/);
    }
  });

  it("writes exactly one line end after the last row, also for an empty list", () => {
    expect(writeMemberCsv([])).toBe(`${BOM}Nummer;Vorname;Nachname;E-Mail;Ort;Aktiv;DDV-Nr\r\n`);
    const one = writeMemberCsv([{ playerNumber: 4, firstName: "Ute", lastName: "Öz", email: null, city: null, federationNumber: "DDV-17", active: true }]);
    expect(one).toBe(`${BOM}Nummer;Vorname;Nachname;E-Mail;Ort;Aktiv;DDV-Nr\r\n4;Ute;Öz;;;ja;DDV-17\r\n`);
  });

  it("reads the federation number under its German and English names, optional and checked", () => {
    for (const header of ["DDV-Nr", "DDV-Nr.", "DDV-Nummer", "Verbandsnummer", "federation number", "Federation_Number"]) {
      const { columns, rows } = parseMemberCsv(`Vorname;Nachname;${header}\nAnna;Schmidt; ddv-4711 \nBernd;Meier;\n`);
      expect(columns).toEqual(["firstName", "lastName", "federationNumber"]);
      expect(rows.map((r) => [r.federationNumber, r.errors])).toEqual([
        ["ddv-4711", []],
        [null, []], // an empty cell clears it
      ]);
    }
    // Without the column, nothing is said about it (the import leaves a stored number alone).
    expect(parseMemberCsv("Vorname;Nachname\nAnna;Schmidt\n").rows[0]!.federationNumber).toBeUndefined();
    const [bad, long] = parseMemberCsv(`Vorname;Nachname;DDV-Nr\nAnna;Schmidt;47/11\nBernd;Meier;${"9".repeat(21)}\n`).rows;
    expect(bad!.errors).toEqual([
      {
        field: "federationNumber",
        de: "Die DDV-/Verbandsnummer darf nur Buchstaben (A–Z), Ziffern und Bindestriche enthalten.",
        en: "The federation (DDV) number may contain only letters (A–Z), digits and hyphens.",
      },
    ]);
    expect(long!.errors.map((e) => [e.field, e.en])).toEqual([["federationNumber", "The federation (DDV) number may have at most 20 characters."]]);
  });

  it("refuses a file without name columns, an empty one and one with too many rows", () => {
    expect(() => parseMemberCsv("Name;Ort\nAnna;X\n")).toThrow(/first_name and last_name/);
    expect(() => parseMemberCsv(`${BOM}  \n`)).toThrow(/empty/);
    expect(() => parseMemberCsv("Vorname;Nachname\n;;\n")).toThrow(/no members/);
    expect(() => parseMemberCsv("Vorname;Vorname;Nachname\nA;B;C\n")).toThrow(/twice/);
    const big = `Vorname;Nachname\n${"A;B\n".repeat(MAX_CSV_ROWS + 1)}`;
    expect(() => parseMemberCsv(big)).toThrow(/more than 5000 rows/);
    expect(parseMemberCsv(`Vorname;Nachname\n${"A;B\n".repeat(MAX_CSV_ROWS)}`).rows).toHaveLength(MAX_CSV_ROWS);
  });
});

describe.each(drivers)("member CSV import and export (%s)", (driver) => {
  let t: TestDb;
  let a: SessionUser;
  let b: SessionUser;
  let clubB: string;
  const newClub = async (name: string) => (await callerFor(t.db, a).club.create({ name })).id;

  beforeAll(async () => {
    t = await createTestDb(driver);
    a = await makeUser(t.db, "Anna");
    b = await makeUser(t.db, "Bernd");
    clubB = (await callerFor(t.db, b).club.create({ name: "Doko Pfalz" })).id;
  });
  afterAll(async () => t?.dispose());

  it("previews every row with its status and every bad row with reasons in German and English, storing nothing", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Vorschauverein");
    await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", email: "anna@example.org" }); // no. 1
    const csv = [
      "Nummer;Vorname;Nachname;E-Mail;Ort",
      "1;Anna;Schmidt;anna@example.org;Saarbrücken", // update: city
      ";Bernd;Meier;;", // new, gets a number
      "5;;Klein;;", // missing first name
      "x7;Dora;Lang;dora@example;", // bad number, bad email
      "9;Emil;Groß;;",
      "9;Frieda;Groß;;", // duplicate number 9
      "0;Gustav;Null;;", // not positive
      ";Anna;Schmidt;;", // namesake warning
      "12;Hans;Voll;;;zu viel", // extra cell
    ].join("\n");
    const p = await c.member.previewImport({ clubId: club, csv });
    const byLine = new Map(p.rows.map((r) => [r.line, r]));
    expect(p.counts).toEqual({ new: 2, update: 1, unchanged: 0, error: 6 });
    expect(byLine.get(2)).toMatchObject({ status: "update", playerNumber: 1, changes: ["city"] });
    // New rows get numbers above the club's and the file's highest (12 is in the file, even on an error row).
    expect(byLine.get(3)).toMatchObject({ status: "new", playerNumber: 13, numberAssigned: true });
    expect(byLine.get(4)!.errors).toEqual([{ field: "firstName", de: "Der Vorname fehlt.", en: "The first name is missing." }]);
    expect(byLine.get(5)!.errors.map((e) => e.field)).toEqual(["playerNumber", "email"]);
    expect(byLine.get(5)!.errors[0]!.de).toMatch(/keine positive ganze Zahl/);
    expect(byLine.get(5)!.errors[1]!.en).toMatch(/email address is not valid/);
    for (const line of [6, 7]) {
      expect(byLine.get(line)!.errors).toEqual([
        { field: "playerNumber", de: "Die Nummer 9 steht mehrfach in der Datei (Zeilen 6, 7).", en: "Number 9 appears more than once in the file (rows 6, 7)." },
      ]);
    }
    expect(byLine.get(8)!.errors[0]!.en).toMatch(/at least 1/);
    expect(byLine.get(9)).toMatchObject({ status: "new", playerNumber: 14 });
    expect(byLine.get(9)!.warnings[0]!.de).toMatch(/schon ein Mitglied Anna Schmidt \(Nr\. 1\)/);
    expect(byLine.get(10)!.errors[0]).toMatchObject({ field: "row" });
    expect(byLine.get(10)!.errors[0]!.de).toMatch(/6 Spalten/);
    // Nothing stored, and the import refuses the file as a whole.
    expect((await c.member.list({ clubId: club })).members).toMatchObject([{ playerNumber: 1, city: null }]);
    const err = await trpcError(c.member.import({ clubId: club, csv, fingerprint: p.fingerprint }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(errorData(err).fieldErrors!.csv![0]!.de).toMatch(/6 Zeile\(n\) haben Fehler/);
    expect((await c.member.list({ clubId: club })).members).toHaveLength(1);
  });

  it("imports the valid rows only when the organizer chooses it (partial), naming the refused rows; by default none", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Teilimport");
    await c.member.create({ clubId: club, firstName: "Carla", lastName: "Alt" }); // no. 1
    const csv = [
      "Nummer;Vorname;Nachname;E-Mail",
      ";Anna;Schäfer;", // 2: new
      ";;Klein;", // 3: no first name
      ";Bernd;Schmitt;bernd@example.org", // 4: new
      "x7;Dora;Lang;", // 5: not a number
      "1;Carla;Neu;", // 6: updates no. 1
    ].join("\n");
    const p = await c.member.previewImport({ clubId: club, csv });
    expect(p.counts).toEqual({ new: 2, update: 1, unchanged: 0, error: 2 });
    // The default is all or nothing: refused, nothing stored.
    const all = await trpcError(c.member.import({ clubId: club, csv, fingerprint: p.fingerprint }));
    expect(all.code).toBe("BAD_REQUEST");
    expect(errorData(all).fieldErrors!.csv![0]!.en).toMatch(/2 row\(s\) have errors\. Nothing was imported/);
    expect((await c.member.list({ clubId: club })).members.map((m) => m.lastName)).toEqual(["Alt"]);
    // Chosen: the three valid rows, and the two others named with their reasons in German and English.
    const done = await c.member.import({ clubId: club, csv, fingerprint: p.fingerprint, partial: true });
    expect(done).toMatchObject({ created: 2, updated: 1, unchanged: 0 });
    expect(done.refused).toEqual([
      { line: 3, errors: [{ field: "firstName", de: "Der Vorname fehlt.", en: "The first name is missing." }] },
      { line: 5, errors: [expect.objectContaining({ field: "playerNumber", de: expect.stringMatching(/keine positive ganze Zahl/) })] },
    ]);
    expect((await c.member.list({ clubId: club, order: "name" })).members.map((m) => [m.playerNumber, m.firstName, m.lastName])).toEqual([
      [1, "Carla", "Neu"],
      [2, "Anna", "Schäfer"],
      [3, "Bernd", "Schmitt"],
    ]);
    // A partial import still needs the previewed text, and a file without one valid row imports nothing.
    const unseen = await trpcError(c.member.import({ clubId: club, csv: `${csv}\n;Emil;Ernst;`, fingerprint: p.fingerprint, partial: true }));
    expect(Object.keys(errorData(unseen).fieldErrors!)).toEqual(["fingerprint"]);
    const bad = "Vorname;Nachname\n;Ohne\nKeiner;\n";
    const q = await c.member.previewImport({ clubId: club, csv: bad });
    const none = await trpcError(c.member.import({ clubId: club, csv: bad, fingerprint: q.fingerprint, partial: true }));
    expect(errorData(none).fieldErrors!.csv![0]!.de).toBe("Keine Zeile ist fehlerfrei. Es wurde nichts importiert.");
    expect((await c.member.list({ clubId: club })).total).toBe(3);
  });

  it("imports all rows in one go once the preview is clean, keeping unlisted columns", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Importverein");
    const anna = await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", email: "anna@example.org", city: "Saarlouis" });
    const csv = "Nummer,Vorname,Nachname\n1,Anna,Schmidt-Lang\n,Bernd,Meier\n10,Carla,Klein\n,Dora,Lang\n";
    const p = await c.member.previewImport({ clubId: club, csv });
    expect(p.counts).toEqual({ new: 3, update: 1, unchanged: 0, error: 0 });
    expect(await c.member.import({ clubId: club, csv, fingerprint: p.fingerprint })).toEqual({ created: 3, updated: 1, unchanged: 0, refused: [] });
    const list = (await c.member.list({ clubId: club })).members;
    expect(list.map((m) => [m.playerNumber, m.firstName, m.lastName])).toEqual([
      [1, "Anna", "Schmidt-Lang"],
      [10, "Carla", "Klein"],
      [11, "Bernd", "Meier"],
      [12, "Dora", "Lang"],
    ]);
    // No e-mail or city column: Anna keeps hers; the edit bumped her version.
    expect(list[0]).toMatchObject({ email: "anna@example.org", city: "Saarlouis", version: anna.version + 1 });
    // The same file again changes nothing but is still a valid (no-op) import.
    const again = await c.member.previewImport({ clubId: club, csv: "Nummer;Vorname;Nachname\n1;Anna;Schmidt-Lang\n" });
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 1, error: 0 });
  });

  it("imports nothing without the preview's fingerprint or when the members changed since the preview", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Fingerabdruck");
    const csv = "Vorname;Nachname\nAnna;Schmidt\nBernd;Meier\n";
    const p = await c.member.previewImport({ clubId: club, csv });
    const wrongText = await trpcError(c.member.import({ clubId: club, csv: `${csv}Carla;Klein\n`, fingerprint: p.fingerprint }));
    expect(wrongText.code).toBe("BAD_REQUEST");
    expect(errorData(wrongText).fieldErrors).toHaveProperty("fingerprint");
    const noPrint = await trpcError(c.member.import({ clubId: club, csv, fingerprint: "" }));
    expect(Object.keys(errorData(noPrint).fieldErrors!)).toEqual(["fingerprint"]);
    // Someone quick-adds a late arrival: the previewed numbers 1 and 2 are no longer what the import would give.
    await c.member.quickAdd({ clubId: club, fullName: "Spät Dran" });
    const moved = await trpcError(c.member.import({ clubId: club, csv, fingerprint: p.fingerprint }));
    expect(moved.code).toBe("CONFLICT");
    expect((await c.member.list({ clubId: club })).members.map((m) => m.lastName)).toEqual(["Dran"]);
    const fresh = await c.member.previewImport({ clubId: club, csv });
    expect(fresh.rows.map((r) => r.playerNumber)).toEqual([2, 3]);
    await c.member.import({ clubId: club, csv, fingerprint: fresh.fingerprint });
    expect((await c.member.list({ clubId: club })).members.map((m) => m.playerNumber)).toEqual([1, 2, 3]);
  });

  it("refuses with CONFLICT when a listed member was edited since the preview", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Allesodernichts");
    const m = await c.member.create({ clubId: club, playerNumber: 3, firstName: "Carla", lastName: "Klein" });
    const csv = "Nummer;Vorname;Nachname\n;Anna;Schmidt\n;Bernd;Meier\n3;Carla;Groß\n";
    const p = await c.member.previewImport({ clubId: club, csv });
    expect(p.counts).toEqual({ new: 2, update: 1, unchanged: 0, error: 0 });
    // Carla is edited after the preview: her row would now overwrite an edit the organizer never saw.
    await c.member.update({ memberId: m.id, version: m.version, firstName: "Carla", lastName: "Klein-Neu" });
    const err = await trpcError(c.member.import({ clubId: club, csv, fingerprint: p.fingerprint }));
    expect(err.code).toBe("CONFLICT");
    expect((await c.member.list({ clubId: club })).members.map((x) => x.lastName)).toEqual(["Klein-Neu"]);
  });

  it("rolls back every row when a write fails in the middle of the import", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Allesodernichts");
    await c.member.create({ clubId: club, firstName: "Carla", lastName: "Klein" });
    // A real failure inside the transaction, after 600 inserts (two chunks): a trigger refuses one update.
    await t.db.execute(sql`create function member_test_refuse() returns trigger language plpgsql as $$
      begin if new.last_name = 'Kaputt' then raise exception 'refused by test trigger'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger member_test_refuse before update on members for each row execute function member_test_refuse()`);
    try {
      const rows = Array.from({ length: 600 }, (_, i) => `;Spieler${i};Test`);
      const csv = ["Nummer;Vorname;Nachname", ...rows, "1;Carla;Kaputt"].join("\n");
      const p = await c.member.previewImport({ clubId: club, csv });
      expect(p.counts).toEqual({ new: 600, update: 1, unchanged: 0, error: 0 });
      const err = await trpcError(c.member.import({ clubId: club, csv, fingerprint: p.fingerprint }));
      expect(err.code).toBe("INTERNAL_SERVER_ERROR");
      expect((await c.member.list({ clubId: club })).members.map((m) => m.lastName)).toEqual(["Klein"]);
    } finally {
      await t.db.execute(sql`drop trigger member_test_refuse on members`);
      await t.db.execute(sql`drop function member_test_refuse()`);
    }
  });

  it("imports the federation number column: new, changed, cleared, and refused where it would be two members'", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Verbandsverein");
    await c.member.create({ clubId: club, firstName: "Anna", lastName: "Schmidt", federationNumber: "111" }); // no. 1
    await c.member.create({ clubId: club, firstName: "Bernd", lastName: "Meier", federationNumber: "222" }); // no. 2
    await c.member.create({ clubId: club, firstName: "Carla", lastName: "Klein", federationNumber: "333" }); // no. 3, not in the files

    // Anna and Bernd swap their numbers in one file: the club as the import leaves it has each number once.
    const swap = "Nummer;Vorname;Nachname;DDV-Nummer\n1;Anna;Schmidt;222\n2;Bernd;Meier;111\n;Dora;Lang;DDV-444\n";
    const p = await c.member.previewImport({ clubId: club, csv: swap });
    expect(p.counts).toEqual({ new: 1, update: 2, unchanged: 0, error: 0 });
    expect(p.columns).toEqual(["playerNumber", "firstName", "lastName", "federationNumber"]);
    expect(p.rows.map((r) => [r.line, r.status, r.changes])).toEqual([
      [2, "update", ["federationNumber"]],
      [3, "update", ["federationNumber"]],
      [4, "new", []],
    ]);
    await c.member.import({ clubId: club, csv: swap, fingerprint: p.fingerprint });
    const numbers = async () => (await c.member.list({ clubId: club })).members.map((m) => [m.playerNumber, m.federationNumber]);
    expect(await numbers()).toEqual([
      [1, "222"],
      [2, "111"],
      [3, "333"],
      [4, "DDV-444"],
    ]);

    // Carla's number for someone else, the same number twice in the file (any spelling), and a bad one: refused on
    // the row's federation number; an empty cell clears Anna's.
    const clash = [
      "Nummer;Vorname;Nachname;Verbandsnummer",
      "1;Anna;Schmidt;", // clears
      ";Emil;Groß;333", // Carla's
      ";Frieda;Groß;ddv-555",
      ";Gustav;Groß;DDV-555 ",
      "2;Bernd;Meier;2 22",
    ].join("\n");
    const q = await c.member.previewImport({ clubId: club, csv: clash });
    const at = (line: number) => q.rows.find((r) => r.line === line)!;
    expect(at(2)).toMatchObject({ status: "update", changes: ["federationNumber"], errors: [] });
    expect(at(3).errors).toEqual([
      {
        field: "federationNumber",
        de: "Die DDV-Nummer 333 hat schon Carla Klein (Nr. 3).",
        en: "The federation number 333 already belongs to Carla Klein (no. 3).",
      },
    ]);
    for (const line of [4, 5]) {
      expect(at(line).errors).toEqual([
        {
          field: "federationNumber",
          de: "Die DDV-Nummer DDV-555 steht mehrfach in der Datei (Zeilen 4, 5).",
          en: "The federation number DDV-555 appears more than once in the file (rows 4, 5).",
        },
      ]);
    }
    expect(at(6).errors.map((e) => e.field)).toEqual(["federationNumber"]);
    expect(q.counts).toMatchObject({ update: 1, error: 4 });
    expect((await trpcError(c.member.import({ clubId: club, csv: clash, fingerprint: q.fingerprint }))).code).toBe("BAD_REQUEST");
    const cleared = "Nummer;Vorname;Nachname;Verbandsnummer\n1;Anna;Schmidt;\n";
    await c.member.import({ clubId: club, csv: cleared, fingerprint: (await c.member.previewImport({ clubId: club, csv: cleared })).fingerprint });
    expect((await numbers())[0]).toEqual([1, null]);
    // A file without the column leaves the stored numbers alone.
    const names = "Nummer;Vorname;Nachname\n2;Bernd;Meier-Neu\n";
    await c.member.import({ clubId: club, csv: names, fingerprint: (await c.member.previewImport({ clubId: club, csv: names })).fingerprint });
    expect(await numbers()).toEqual([
      [1, null],
      [2, "111"],
      [3, "333"],
      [4, "DDV-444"],
    ]);
  });

  it("exports `;`-separated with BOM, and the export re-imports into another club as the same data", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Exportverein Köln");
    await c.member.create({ clubId: club, firstName: "Jürgen", lastName: "Müller", email: "j@example.org", city: "Köln", federationNumber: "DDV-0815" });
    await c.member.create({ clubId: club, playerNumber: 7, firstName: "=HYPERLINK(\"x\")", lastName: "Weiß; Groß", city: '"Ort" mit Anführung' });
    const gone = await c.member.quickAdd({ clubId: club, fullName: "Ausgetreten Ehemalig" });
    await c.member.setActive({ memberId: gone.id, active: false, version: gone.version });

    const out = await exportMembersCsv({ ctx: ctxFor(t.db, a), input: { clubId: club } });
    expect(out.filename).toBe("mitglieder-exportverein-koeln.csv");
    expect(out.csv.startsWith(`${BOM}Nummer;Vorname;Nachname;E-Mail;Ort;Aktiv;DDV-Nr\r\n1;Jürgen;Müller;j@example.org;Köln;ja;DDV-0815\r\n`)).toBe(true);
    expect(out.csv).toContain(`"'=HYPERLINK(""x"")"`); // Excel sees text, not a formula
    expect(out.csv).toContain("8;Ausgetreten;Ehemalig;;;nein;\r\n");

    const copy = await newClub("Kopie");
    const p = await c.member.previewImport({ clubId: copy, csv: out.csv });
    expect(p.counts).toEqual({ new: 3, update: 0, unchanged: 0, error: 0 });
    await c.member.import({ clubId: copy, csv: out.csv, fingerprint: p.fingerprint });
    const strip = (list: Awaited<ReturnType<typeof c.member.list>>["members"]) =>
      list.map(({ playerNumber, firstName, lastName, email, city, federationNumber, active }) => ({ playerNumber, firstName, lastName, email, city, federationNumber, active }));
    expect(strip((await c.member.list({ clubId: copy })).members)).toEqual(strip((await c.member.list({ clubId: club })).members));
    // And back into the original club: nothing to do.
    expect((await c.member.previewImport({ clubId: club, csv: out.csv })).counts).toEqual({ new: 0, update: 0, unchanged: 3, error: 0 });
  });

  it("answers file-level problems on the csv field, in German and English", async () => {
    const c = callerFor(t.db, a);
    const club = await newClub("Dateiprüfung");
    const noHeader = await trpcError(c.member.previewImport({ clubId: club, csv: "Anna;Schmidt\nBernd;Meier\n" }));
    expect(noHeader.code).toBe("BAD_REQUEST");
    expect(errorData(noHeader).fieldErrors!.csv![0]!.de).toMatch(/Vorname und Nachname/);
    const empty = await trpcError(c.member.previewImport({ clubId: club, csv: "" }));
    expect(Object.keys(errorData(empty).fieldErrors!)).toEqual(["csv"]);
    const huge = await trpcError(c.member.previewImport({ clubId: club, csv: `Vorname;Nachname\n${"Ä".repeat(1_100_000)}` }));
    expect(errorData(huge).fieldErrors!.csv![0]!.de).toMatch(/größer als 2 MB/);
    expect((await c.member.list({ clubId: club })).members).toEqual([]);
  });

  it("refuses the export of another club's members, and unknown clubs, with FORBIDDEN", async () => {
    await expect(exportMembersCsv({ ctx: ctxFor(t.db, a), input: { clubId: clubB } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(exportMembersCsv({ ctx: ctxFor(t.db, null), input: { clubId: clubB } })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("serves the download: attachment for the club's organizers, 403 for others, 401 without session, 400 for a bad id", async () => {
    await callerFor(t.db, b).member.create({ clubId: clubB, firstName: "Berta", lastName: "Pfalz" });
    const ok = await membersCsvResponse(ctxFor(t.db, b), clubB);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Disposition")).toBe('attachment; filename="mitglieder-doko-pfalz.csv"');
    expect(ok.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await ok.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 BOM reaches the client
    expect(new TextDecoder().decode(bytes)).toContain("1;Berta;Pfalz;;;ja;\r\n");
    expect((await membersCsvResponse(ctxFor(t.db, a), clubB)).status).toBe(403);
    expect((await membersCsvResponse(ctxFor(t.db, a), "00000000-0000-4000-8000-000000000000")).status).toBe(403);
    expect((await membersCsvResponse(ctxFor(t.db, null), clubB)).status).toBe(401);
    const bad = await membersCsvResponse(ctxFor(t.db, a), "../../etc");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/Ungültige Vereinskennung/);
  });
});
