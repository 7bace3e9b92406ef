// Placeholder until the Doppelkopf engine lands (issue 4); replaced by the real implementation.
import { engineError, type ScoreResult } from "../errors";

export function scoreDoppelkopfRecord(_record: Record<string, unknown>, _defaultRules?: unknown): ScoreResult {
  return { ok: false, errors: [engineError("GAME_UNSUPPORTED", "game", "Doppelkopf wird noch nicht unterstützt.", "Doppelkopf is not supported yet.")] };
}
