import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db";
import { matches, tableCodes, tableCodeTags } from "../../db/schema";
import { DomainError } from "../../errors";
import { organizer, recordAudit } from "../_shared/audit";
import type { ServiceCall, SessionUser } from "../_shared/context";
import { requireRoundByNumber, tableCodeSheet, type RoundRef } from "./list-table-codes";
import { randomCodeChars, SECRET_LENGTH, TAG_LENGTH } from "./table-code-format";
import type { CodeSide } from "../../db/schema";

export { roundRefInput as issueTableCodesInput } from "./list-table-codes";

/** Gives every table of a published round a captain code and an opponent code, keeping those it already has
 * (safe to call again, e.g. after a table was added). Returns the sheet for the table cards. */
export async function issueTableCodes({ ctx, input }: ServiceCall<RoundRef>) {
  const { tournament, round } = await requireRoundByNumber(ctx.db, ctx, input);
  if (round.status !== "published")
    throw new DomainError(
      "BAD_REQUEST",
      round.status === "draft"
        ? "Tischcodes gibt es erst, wenn die Runde veröffentlicht ist."
        : "Diese Runde ist abgeschlossen; ihre Tischcodes sind abgelaufen.",
      round.status === "draft" ? "Table codes exist once the round is published." : "This round is closed; its table codes have expired.",
      "round",
    );
  return ctx.db.transaction(async (tx) => {
    await ensureRoundCodes(tx, tournament.id, round, ctx.user!);
    return tableCodeSheet(tx, tournament.id, round);
  });
}

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
