// What a CSV import would do, row by row, against the club's members as they are now. The preview shows this
// plan; the import recomputes it inside its transaction and runs it only if it is still the same plan.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { members } from "../../db/schema";
import { maxPlayerNumber } from "./member-fields";
import { parseMemberCsv, type CsvColumn, type CsvRow, type RowIssue } from "./member-csv";

export type ImportStatus = "new" | "update" | "unchanged" | "error";

export interface ImportRow {
  line: number;
  status: ImportStatus;
  /** The number the member has or will get; for new rows without one, the next free number. */
  playerNumber: number | null;
  /** True when the file left the number empty and the import assigns it. */
  numberAssigned: boolean;
  cells: Partial<Record<CsvColumn, string>>;
  /** For updates: the columns whose stored value the import changes. */
  changes: CsvColumn[];
  errors: RowIssue[];
  /** Worth a look but no reason to refuse, e.g. a new row with the name of an existing member. */
  warnings: RowIssue[];
  memberId?: string;
  memberVersion?: number;
  /** The checked values, for the import. */
  values: Pick<CsvRow, "firstName" | "lastName" | "email" | "city" | "active">;
}

export interface ImportPlan {
  delimiter: string;
  columns: CsvColumn[];
  ignoredHeaders: string[];
  rows: ImportRow[];
  counts: Record<ImportStatus, number>;
  /** Hash of the text and of what the plan decided; the import must name it. */
  fingerprint: string;
}

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const nameKey = (first: string, last: string) => `${first} ${last}`.toLocaleLowerCase("de");

function duplicateNumberIssues(rows: CsvRow[]): Map<CsvRow, RowIssue> {
  const byNumber = new Map<number, CsvRow[]>();
  for (const row of rows) if (row.playerNumber !== null) byNumber.set(row.playerNumber, [...(byNumber.get(row.playerNumber) ?? []), row]);
  const out = new Map<CsvRow, RowIssue>();
  for (const [n, group] of byNumber) {
    if (group.length < 2) continue;
    const lines = group.map((r) => r.line).join(", ");
    for (const row of group) {
      out.set(row, {
        field: "playerNumber",
        de: `Die Nummer ${n} steht mehrfach in der Datei (Zeilen ${lines}).`,
        en: `Number ${n} appears more than once in the file (rows ${lines}).`,
      });
    }
  }
  return out;
}

export async function planMemberImport(db: Queryable, clubId: string, csv: string): Promise<ImportPlan> {
  const parsed = parseMemberCsv(csv);
  const stored = await db.select().from(members).where(eq(members.clubId, clubId));
  const byNumber = new Map(stored.map((m) => [m.playerNumber, m]));
  const byName = new Map(stored.map((m) => [nameKey(m.firstName, m.lastName), m]));
  const duplicates = duplicateNumberIssues(parsed.rows);
  const fileMax = Math.max(0, ...parsed.rows.map((r) => r.playerNumber ?? 0));
  let nextNumber = Math.max(await maxPlayerNumber(db, clubId), fileMax) + 1;
  const newNames = new Map<string, number>();

  const rows = parsed.rows.map((row): ImportRow => {
    const errors = [...row.errors];
    const duplicate = duplicates.get(row);
    if (duplicate) errors.push(duplicate);
    const { firstName, lastName, email, city, active } = row;
    const out: ImportRow = {
      line: row.line,
      status: "error",
      playerNumber: row.playerNumber,
      numberAssigned: false,
      cells: row.cells,
      changes: [],
      errors,
      warnings: [],
      values: { firstName, lastName, email, city, active },
    };
    if (errors.length) return out;

    const existing = row.playerNumber !== null ? byNumber.get(row.playerNumber) : undefined;
    if (existing) {
      const changes: CsvColumn[] = [];
      if (existing.firstName !== firstName) changes.push("firstName");
      if (existing.lastName !== lastName) changes.push("lastName");
      if (email !== undefined && existing.email !== email) changes.push("email");
      if (city !== undefined && existing.city !== city) changes.push("city");
      if (active !== undefined && existing.active !== active) changes.push("active");
      return { ...out, status: changes.length ? "update" : "unchanged", changes, memberId: existing.id, memberVersion: existing.version };
    }

    if (row.playerNumber === null) Object.assign(out, { playerNumber: nextNumber++, numberAssigned: true });
    const key = nameKey(firstName, lastName);
    const namesake = byName.get(key);
    if (namesake) {
      out.warnings.push({
        field: "row",
        de: `Es gibt schon ein Mitglied ${namesake.firstName} ${namesake.lastName} (Nr. ${namesake.playerNumber}); diese Zeile legt eine zweite Person an.`,
        en: `There already is a member ${namesake.firstName} ${namesake.lastName} (no. ${namesake.playerNumber}); this row adds a second person.`,
      });
    } else if (newNames.has(key)) {
      out.warnings.push({
        field: "row",
        de: `Derselbe Name steht schon in Zeile ${newNames.get(key)}.`,
        en: `The same name is already in row ${newNames.get(key)}.`,
      });
    }
    newNames.set(key, row.line);
    return { ...out, status: "new" };
  });

  const counts: Record<ImportStatus, number> = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.status]++;
  const decisions = rows.map((r) => [r.line, r.status, r.playerNumber, r.memberId ?? "", r.memberVersion ?? ""].join(":"));
  return {
    delimiter: parsed.delimiter,
    columns: parsed.columns,
    ignoredHeaders: parsed.ignoredHeaders,
    rows,
    counts,
    fingerprint: `${sha256(csv)}.${sha256(decisions.join("|"))}`,
  };
}
