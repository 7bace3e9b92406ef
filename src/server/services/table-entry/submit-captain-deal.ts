import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { captainSubmissions } from "../../db/schema";
import { DomainError } from "../../errors";
import { publishChangeWith } from "../_shared/publish-change";
import { requireCaptainFor, requireOwnTable } from "./captain-access";
import { tableDevice } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { lockMatch } from "../results/match-lock";
import { payloadHash } from "../_shared/payload-hash";
import { dealNumberField, enterLockedDeal, recordField } from "../results/submit-deal";
import { idField, versionField } from "../_shared/schemas";
import { requireUnconfirmed } from "./confirm-match";
import { tableClock, timeIsUp } from "../rounds/table-clock";
import { markStruck } from "../results/time-up";

export const submitCaptainDealInput = z.object({
  matchId: idField,
  /** The match version this device last heard from the server. */
  matchVersion: versionField,
  number: dealNumberField,
  record: recordField,
  /** Generated on the device when the deal is saved there (crypto.randomUUID()). */
  idempotencyKey: z.uuid(bi("Ungültiger Schlüssel.", "Invalid key.")),
});
export type SubmitCaptainDealInput = z.infer<typeof submitCaptainDealInput>;

/** What a submission answers, stored per idempotency key and returned again on every repeat. */
export interface CaptainDealReceipt {
  dealId: string;
  number: number;
  score: number[];
  matchVersion: number;
  matchStatus: string;
  nsPoints: number;
  ewPoints: number;
  [key: string]: unknown;
}

/**
 * A deal sent from the table's device. Exactly once per idempotency key: the first answer is stored with a hash of
 * the content; a repeat gets that answer (`replayed: true`), the same key with other content is a CONFLICT. The
 * entry itself is submit-deal's `enterDeal` (engine validation, dealer rotation, stale version, next number).
 */
const timeUpRefusal = () =>
  new DomainError(
    "BAD_REQUEST",
    "Die Zeit dieses Tisches ist abgelaufen: nur ein noch fehlendes Pflichtsolo darf gespielt werden (Vorführung), die übrigen Spiele entfallen.",
    "This table's time is up: only a compulsory solo still missing may be played (forced solo); the other games are struck.",
    "record",
  );

/** The engine's refusals that mean "not this game after time" rather than a wrong entry of the right game. */
const TIME_UP_CODES = new Set(["VORFUEHRUNG_EXPECTED", "VORFUEHRUNG_NEEDS_SOLO", "LIST_COMPLETE"]);
const refusedForTime = (e: unknown) =>
  e instanceof z.ZodError && e.issues.some((i) => TIME_UP_CODES.has(String((i as { params?: { engineCode?: string } }).params?.engineCode)));

export async function submitCaptainDeal({ ctx, input }: ServiceCall<SubmitCaptainDealInput>) {
  const hash = payloadHash({ matchId: input.matchId, number: input.number, record: input.record });
  return ctx.db.transaction(async (tx) => {
    requireOwnTable(ctx, input.matchId); // before locking: other tables stay untouched
    const locked = await lockMatch(tx, input.matchId); // concurrent repeats wait here, then find the receipt
    const { match, round, tournament } = locked;
    const session = await requireCaptainFor(tx, ctx, input.matchId, { write: true, receiptKey: input.idempotencyKey });
    const seen = session.receipt;
    if (seen) {
      if (seen.matchId !== input.matchId || seen.payloadHash !== hash)
        throw new DomainError(
          "CONFLICT",
          "Dieser Schlüssel wurde schon für ein anderes Spiel verwendet.",
          "This key was already used for a different deal.",
          "idempotencyKey",
        );
      return { ...(seen.result as CaptainDealReceipt), replayed: true };
    }
    requireUnconfirmed(match);
    // After the round's time the outstanding normal games are struck (results/time-up.ts): the first game the
    // device sends after the end marks the strike, and the list then expects only the missing Pflichtsoli, each
    // vorgeführt. Refusing a game rolls the strike back with it. A game a device kept offline past the end is
    // refused too: the office types it in if the referee accepts it.
    const late = timeIsUp(await tableClock(tx, tournament, round, match));
    const strikes = late && match.struckAfter === null;
    if (strikes) await markStruck(tx, match.id);
    const author = { userId: null, captain: true, actor: tableDevice("captain", match.tableNumber) };
    // The strike changed the match row: the entry reads it again; otherwise the lock's reading is current.
    const entered = await enterLockedDeal(tx, strikes ? await lockMatch(tx, match.id) : locked, input, author).catch((e: unknown) => {
      throw late && refusedForTime(e) ? timeUpRefusal() : e;
    });
    if (late && !entered.replayed && (entered.deal.detail as { pflichtsolo?: boolean }).pflichtsolo !== true) throw timeUpRefusal();
    const receipt: CaptainDealReceipt = {
      dealId: entered.deal.id,
      number: entered.deal.number,
      score: entered.deal.score,
      matchVersion: entered.match.version,
      matchStatus: entered.match.status,
      nsPoints: entered.match.nsPoints,
      ewPoints: entered.match.ewPoints,
    };
    const stored = tx.insert(captainSubmissions).values({ idempotencyKey: input.idempotencyKey, matchId: input.matchId, sessionId: session.id, payloadHash: hash, result: receipt });
    await publishChangeWith(tx, stored, { tournamentId: session.tournamentId, kind: "deal", ids: [receipt.dealId, input.matchId] });
    return { ...receipt, replayed: entered.replayed };
  });
}
