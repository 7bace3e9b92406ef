// What a CSV import would do, row by row, against the club's members as they are now. The preview shows this
// plan; the import recomputes it inside its transaction and runs it only if it is still the same plan.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { members } from "../../db/schema";
import { federationKey, federationNumberOfGuest, guestWithFederationNumber, maxPlayerNumber } from "./member-fields";
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
  values: Pick<CsvRow, "firstName" | "lastName" | "email" | "city" | "federationNumber" | "active">;
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

type StoredMember = typeof members.$inferSelect;

/** A federation number the file gives one row and another row, or a member the file leaves with it, also has: one
 * person is one member of a club, and a season would count the two as one. Each row is judged by the club as the
 * import leaves it, so two members swapping their numbers in one file is no conflict. */
function federationIssues(rows: CsvRow[], stored: StoredMember[], byNumber: Map<number, StoredMember>): Map<CsvRow, RowIssue> {
  const rowOf = new Map<string, CsvRow>();
  for (const row of rows) {
    const m = row.playerNumber !== null ? byNumber.get(row.playerNumber) : undefined;
    if (m) rowOf.set(m.id, row);
  }
  const rowsByKey = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const stays = row.federationNumber === undefined && row.playerNumber !== null ? byNumber.get(row.playerNumber)?.federationNumber : undefined;
    const key = federationKey(row.federationNumber ?? stays);
    if (key) rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }
  const keptBy = new Map<string, StoredMember>();
  for (const m of stored) {
    const key = federationKey(m.federationNumber);
    if (key && !rowOf.has(m.id)) keptBy.set(key, m);
  }
  const out = new Map<CsvRow, RowIssue>();
  for (const [key, group] of rowsByKey) {
    const holder = keptBy.get(key);
    for (const row of group) {
      if (row.federationNumber === undefined || row.federationNumber === null) continue; // not the file's doing
      if (holder) {
        out.set(row, {
          field: "federationNumber",
          de: `Die DDV-Nummer ${key} hat schon ${holder.firstName} ${holder.lastName} (Nr. ${holder.playerNumber}).`,
          en: `The federation number ${key} already belongs to ${holder.firstName} ${holder.lastName} (no. ${holder.playerNumber}).`,
        });
      } else if (group.length > 1) {
        const lines = group.map((r) => r.line).join(", ");
        out.set(row, {
          field: "federationNumber",
          de: `Die DDV-Nummer ${key} steht mehrfach in der Datei (Zeilen ${lines}).`,
          en: `The federation number ${key} appears more than once in the file (rows ${lines}).`,
        });
      }
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
  const federationClashes = federationIssues(parsed.rows, stored, byNumber);
  const fileMax = Math.max(0, ...parsed.rows.map((r) => r.playerNumber ?? 0));
  let nextNumber = Math.max(await maxPlayerNumber(db, clubId), fileMax) + 1;
  const newNames = new Map<string, number>();

  // A member the file gives a new federation number may already meet a guest carrying it (guestWithFederationNumber).
  const guestClashes = new Map<CsvRow, RowIssue>();
  for (const row of parsed.rows) {
    const existing = row.playerNumber !== null ? byNumber.get(row.playerNumber) : undefined;
    if (!existing || !row.federationNumber || federationKey(row.federationNumber) === federationKey(existing.federationNumber)) continue;
    const guest = await guestWithFederationNumber(db, existing.id, row.federationNumber);
    if (guest) guestClashes.set(row, { field: "federationNumber", ...federationNumberOfGuest(guest) });
  }

  const rows = parsed.rows.map((row): ImportRow => {
    const errors = [...row.errors];
    const duplicate = duplicates.get(row);
    if (duplicate) errors.push(duplicate);
    const clash = federationClashes.get(row) ?? guestClashes.get(row);
    if (clash) errors.push(clash);
    const { firstName, lastName, email, city, federationNumber, active } = row;
    const out: ImportRow = {
      line: row.line,
      status: "error",
      playerNumber: row.playerNumber,
      numberAssigned: false,
      cells: row.cells,
      changes: [],
      errors,
      warnings: [],
      values: { firstName, lastName, email, city, federationNumber, active },
    };
    if (errors.length) return out;

    const existing = row.playerNumber !== null ? byNumber.get(row.playerNumber) : undefined;
    if (existing) {
      const changes: CsvColumn[] = [];
      if (existing.firstName !== firstName) changes.push("firstName");
      if (existing.lastName !== lastName) changes.push("lastName");
      if (email !== undefined && existing.email !== email) changes.push("email");
      if (city !== undefined && existing.city !== city) changes.push("city");
      if (federationNumber !== undefined && existing.federationNumber !== federationNumber) changes.push("federationNumber");
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
