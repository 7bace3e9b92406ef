// A round's table codes, both sides of every table, issued when the round is published (so the table cards, a GET,
// only read them) and again when the organizer asks; the table entry signs devices in with them.
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db";
import { matches, tableCodes, tableCodeTags, type CodeSide } from "../../db/schema";
import { organizer, recordAudit } from "../_shared/audit";
import type { SessionUser } from "../_shared/context";
import { randomCodeChars, SECRET_LENGTH, TAG_LENGTH } from "./table-code-format";

/** Both codes of every table of a round; publishing a round calls it, so the table cards (a GET) only read.
 * New codes go on the audit trail (one entry per call); a call that finds every code in place writes none. */
export async function ensureRoundCodes(tx: Transaction, tournamentId: string, round: { id: string; number: number }, user: SessionUser) {
  const tag = await tournamentTag(tx, tournamentId);
  const tables = await tx.select({ id: matches.id, table: matches.tableNumber }).from(matches).where(eq(matches.roundId, round.id));
  const issuedAt = new Set<number>();
  for (const m of tables)
    for (const side of ["captain", "opponent"] as const)
      if ((await ensureCode(tx, tournamentId, round.id, m.id, side, tag, user.id)).issued) issuedAt.add(m.table);
  if (!issuedAt.size) return;
  await recordAudit(tx, {
    tournamentId,
    actor: organizer(user),
    action: "issue-table-codes",
    entity: "round",
    entityId: round.id,
    after: { round: round.number, tables: [...issuedAt].sort((a, b) => a - b).join(", ") },
  });
}

/** The tournament's code tag, created on first use (random; unique among tournaments). */
export async function tournamentTag(tx: Transaction, tournamentId: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [have] = await tx.select({ tag: tableCodeTags.tag }).from(tableCodeTags).where(eq(tableCodeTags.tournamentId, tournamentId));
    if (have) return have.tag;
    await tx.insert(tableCodeTags).values({ tournamentId, tag: randomCodeChars(TAG_LENGTH) }).onConflictDoNothing();
  }
  throw new Error("no free code tag found");
}

/** A live code for one side of one table: the existing one, or a new one (`issued`; a random collision is retried). */
export async function ensureCode(tx: Transaction, tournamentId: string, roundId: string, matchId: string, side: CodeSide, tag: string, userId: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [live] = await tx
      .select()
      .from(tableCodes)
      .where(and(eq(tableCodes.matchId, matchId), eq(tableCodes.side, side), isNull(tableCodes.revokedAt)));
    if (live) return { code: live, issued: false };
    const [made] = await tx
      .insert(tableCodes)
      .values({ tournamentId, roundId, matchId, side, code: tag + randomCodeChars(SECRET_LENGTH), createdBy: userId })
      .onConflictDoNothing()
      .returning();
    if (made) return { code: made, issued: true };
  }
  throw new Error("could not issue a table code");
}
