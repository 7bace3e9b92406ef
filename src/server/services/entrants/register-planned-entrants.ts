// Registers the rows of an entrants import (pairs, or single players) one by one through register-entrant itself, inside the caller's
// transaction (each row in a savepoint), so that start numbers, late entry, the draft and round-robin rules and
// the player checks are exactly those of registering an entrant by hand.
import type { Transaction } from "../../db";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../_shared/context";
import type { PlannedEntrant } from "./entrant-import-plan";
import { registerEntrant } from "./register-entrant";

export interface RegisteredRow {
  line: number;
  number?: number;
  /** A refusal of this row's players or name (field player1, player2 or name). */
  error?: DomainError;
}

export interface RegisterResult {
  rows: RegisteredRow[];
  /** A refusal that holds for every row (a drafted round, a round robin under way, every round paired). */
  blocked: DomainError | null;
}

/** The caller must hold the tournament lock in `tx`. Stops at the first refusal that is not about a row. */
export async function registerPlannedEntrants(
  tx: Transaction,
  ctx: ServiceContext,
  tournamentId: string,
  planned: PlannedEntrant[],
): Promise<RegisterResult> {
  const inTx: ServiceContext = { ...ctx, db: tx };
  const rows: RegisteredRow[] = [];
  for (const p of planned) {
    if (!p.input) continue;
    try {
      const entrant = await registerEntrant({ ctx: inTx, input: { tournamentId, ...p.input } });
      rows.push({ line: p.line, number: entrant.number });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      if (!e.field) return { rows, blocked: e };
      rows.push({ line: p.line, error: e });
    }
  }
  return { rows, blocked: null };
}
