// One error vocabulary for the engine: expected failures are values with stable codes (architecture habit 2).

export interface EngineError {
  /** Stable UPPER_SNAKE identifier, e.g. "CARD_POINTS_SUM", "MUST_FOLLOW". */
  code: string;
  /** Where in the record, e.g. "summary.cardPoints" or "play.events[12]". */
  path: string;
  /** German message, shown first. */
  message: string;
  /** English message. */
  messageEn: string;
  /** Full-record mode: 1-based trick number and seat of the offending event, where they apply. */
  trick?: number;
  seat?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: EngineError[] };

export function engineError(
  code: string,
  path: string,
  message: string,
  messageEn: string,
  where?: { trick?: number; seat?: number },
): EngineError {
  return { code, path, message, messageEn, ...where };
}

/** Result of scoring one hand record (records.md "Result of scoring"). */
export type ScoreResult<D = unknown> =
  | { ok: true; score: number[]; detail: D; errors: [] }
  | { ok: false; errors: EngineError[] };
