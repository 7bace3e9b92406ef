// The list keeper notes a penalty on the table's device (TSR 8.2.2): who, which game, the class; the points are the
// TSR's, computed as in the office. It shows on the list as waiting and counts nowhere until the referee signs it in
// the office (results/penalty-signature.ts).
import { z } from "zod";
import { gameOf } from "@/games";
import { auditLog } from "../../db/schema";
import { DomainError } from "../../errors";
import { tableDevice } from "../_shared/audit";
import type { ServiceCall } from "../_shared/context";
import { publishChange } from "../_shared/publish-change";
import { lockMatch } from "../results/match-lock";
import { givePenaltyInput, insertPenalty, pricePenalty } from "../results/penalties";
import { requireCaptainFor } from "./captain-access";
import { requireUnconfirmed } from "./confirm-match";

export const notePenaltyInput = givePenaltyInput;

export async function notePenalty({ ctx, input }: ServiceCall<z.infer<typeof notePenaltyInput>>) {
  return ctx.db.transaction(async (tx) => {
    await requireCaptainFor(tx, ctx, input.matchId, { write: true });
    const { match, round, tournament } = await lockMatch(tx, input.matchId);
    await requireCaptainFor(tx, ctx, input.matchId, { write: true }); // again under the lock: a takeover may have won
    if (!gameOf(tournament.game).features.penalties)
      throw new DomainError("BAD_REQUEST", "Strafen nach TSR 9 gibt es an Doppelkopf-Tischen.", "TSR 9 penalties are for Doppelkopf tables.", "matchId");
    requireUnconfirmed(match);
    if (round.status !== "published")
      throw new DomainError("BAD_REQUEST", "Die Runde läuft nicht mehr; Strafen gibt jetzt die Turnierleitung.", "The round is over; the tournament director gives penalties now.", "matchId");
    const points = await pricePenalty(tx, tournament, match, input);
    const penalty = await insertPenalty(tx, match.id, input, points, null);
    await tx.insert(auditLog).values({
      tournamentId: tournament.id,
      actorId: null,
      actorName: tableDevice("captain", match.tableNumber).name,
      action: "note-penalty",
      entity: "match",
      entityId: match.id,
      reason: input.reason,
      before: { round: round.number, table: match.tableNumber, game: input.game },
      after: { round: round.number, table: match.tableNumber, game: input.game, offender: input.offender, class: input.class, penalty: points, signed: false },
    });
    await publishChange(tx, { tournamentId: tournament.id, kind: "match", ids: [match.id] });
    return { penaltyId: penalty.id, points };
  });
}
