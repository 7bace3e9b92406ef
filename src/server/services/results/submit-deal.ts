import { asc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Transaction } from "../../db";
import { deals } from "../../db/schema";
import { statement } from "../../db/statement";
import { lockMatch, storeMatchResult } from "./match-lock";
import { DomainError, staleVersion } from "../../errors";
import { organizer, recordAudit, type AuditActor } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { engineRejection } from "@/games";
import { errorsForDeal } from "./match-result";
import { gameOf } from "@/games";
import { requireEntryOpen, requireMatch } from "./result-access";
import { idField, intField, jsonObjectField, textField, versionField } from "../_shared/schemas";
import { publishChange } from "../_shared/publish-change";

/** A full record of a Klammern deal (32 cards, bids, melds) is about 3 KB; its deepest value is 4 levels down. */
export const recordField = jsonObjectField({ de: "Der Spielbericht", en: "The hand record" }, { maxDepth: 8, maxBytes: 64 * 1024 });

/** A deal's number within its match (1-based). */
export const dealNumberField = intField({ de: "Die Spielnummer", en: "The deal number" }, 1, 500);

export const submitDealInput = z.object({
  matchId: idField,
  /** The match version the entry form read: a second device's entry in between makes this one stale. */
  matchVersion: versionField,
  /** The deal number the form believes is next (1-based). */
  number: dealNumberField,
  /** The hand record (records.md): summary or full record; its rules, if any, must be the tournament's. */
  record: recordField,
  /** Client-generated key: a repeated submission (a retry after a lost answer) returns the stored deal. */
  idempotencyKey: textField({ de: "Der Schlüssel", en: "The key" })
    .trim()
    .min(8, bi("Ungültiger Schlüssel.", "Invalid key."))
    .max(100, bi("Ungültiger Schlüssel.", "Invalid key."))
    .optional(),
});
export type SubmitDealInput = z.infer<typeof submitDealInput>;

/** Who entered a deal: an organizer account now, a table captain (no account) with the tablet flow. */
export interface DealAuthor {
  userId: string | null;
  captain: boolean;
  /** How the audit trail names the author. */
  actor: AuditActor;
}

/** The table's deals in order and, in one shape, a deal stored under an idempotency key at any table (the
 * replay); built once each (db/statement.ts). */
const dealsFor = (withKey: boolean) =>
  statement(withKey ? "table_deals_and_key" : "table_deals", (db) =>
    db
      .select({ id: deals.id, matchId: deals.matchId, number: deals.number, record: deals.record, idempotencyKey: deals.idempotencyKey })
      .from(deals)
      .where(
        withKey
          ? or(eq(deals.matchId, sql.placeholder("matchId")), eq(deals.idempotencyKey, sql.placeholder("key")))
          : eq(deals.matchId, sql.placeholder("matchId")),
      )
      .orderBy(asc(deals.number)),
  );
const tableDeals = dealsFor(false);
const tableDealsAndKey = dealsFor(true);

/** The organizer enters one deal of a match. Validated and scored by the engine, stored with the match's new
 * result in one transaction. */
export async function submitDeal({ ctx, input }: ServiceCall<SubmitDealInput>) {
  const { match } = await requireMatch(ctx.db, ctx, input.matchId);
  return ctx.db.transaction(async (tx) => {
    const result = await enterDeal(tx, match.id, input, { userId: ctx.user!.id, captain: false, actor: organizer(ctx.user!) });
    if (!result.replayed) {
      await publishChange(tx, { tournamentId: match.tournamentId, kind: "deal", ids: [result.deal.id, match.id] });
    }
    return result;
  });
}

/**
 * The core of deal entry, shared with the captain flow (which checks its own access first): locks the match row,
 * replays an idempotent retry, checks version, round, table and deal number, lets the engine validate the deal in
 * the context of the match (dealer rotation, match over) and score it, then stores the deal and the derived result.
 */
export async function enterDeal(tx: Transaction, matchId: string, input: SubmitDealInput, author: DealAuthor) {
  return enterLockedDeal(tx, await lockMatch(tx, matchId), input, author);
}

/** The same on a match this transaction has locked already (`lockMatch`), so a caller that checked it does not
 * read it twice. */
export async function enterLockedDeal(tx: Transaction, locked: Awaited<ReturnType<typeof lockMatch>>, input: SubmitDealInput, author: DealAuthor) {
  const { match, round, tournament, table } = locked;

  // The table's deals and, in the same statement, a deal stored under this key at any table (the replay).
  const key = input.idempotencyKey;
  const rows = await (key ? tableDealsAndKey : tableDeals)(tx).execute({ matchId: match.id, key });
  const seen = key ? rows.find((d) => d.idempotencyKey === key) : undefined;
  if (seen) {
    if (seen.matchId !== match.id)
      throw new DomainError("BAD_REQUEST", "Dieser Schlüssel gehört zu einem anderen Tisch.", "This key belongs to another table.", "idempotencyKey");
    const [deal] = await tx.select().from(deals).where(eq(deals.id, seen.id)); // the whole row, as the first answer had it
    return { deal: deal!, match, nextDealer: null as number | null, replayed: true };
  }
  if (match.version !== input.matchVersion) throw staleVersion({ version: match.version });
  requireEntryOpen(round, match);
  const stored = rows.filter((d) => d.matchId === match.id);
  const next = stored.length + 1;
  if (input.number !== next)
    throw new DomainError(
      "CONFLICT",
      `Als Nächstes ist Spiel ${next} dran, nicht Spiel ${input.number}. Bitte neu laden.`,
      `Deal ${next} is next, not deal ${input.number}. Please reload.`,
      "number",
      { version: match.version, nextDeal: next },
    );

  const scoring = gameOf(tournament.game).scoring;
  const record = scoring.normalize(input.record);
  const evaluated = scoring.evaluate(tournament, table, [...stored.map((d) => d.record), input.record]);
  const problems = errorsForDeal(evaluated.errors, stored.length);
  if (problems.length) throw engineRejection(problems);
  const scored = evaluated.deals[stored.length]!;

  const [deal] = await tx
    .insert(deals)
    .values({
      matchId: match.id,
      number: next,
      record,
      score: scored.score,
      detail: scored.detail,
      idempotencyKey: input.idempotencyKey ?? null,
      enteredBy: author.userId,
      enteredByCaptain: author.captain,
    })
    .returning();
  const updated = await storeMatchResult(tx, match, evaluated);
  // Only a stored deal is recorded: an idempotent repeat returned above.
  await recordAudit(tx, {
    tournamentId: match.tournamentId,
    actor: author.actor,
    action: "enter-deal",
    entity: "deal",
    entityId: deal!.id,
    after: { round: round.number, table: match.tableNumber, deal: next, score: scored.score },
  });
  return { deal: deal!, match: updated, nextDealer: evaluated.nextDealer, replayed: false };
}


