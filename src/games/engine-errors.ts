// The engine's errors as the verbs answer them: a rejection is a field-by-field BAD_REQUEST (a zod error, which the
// API maps), and an error of ours takes the engine's shape. Pure, so a game's table scoring (here) and the verbs
// (src/server/services) build the same answers.
import { z } from "zod";
import type { EngineError } from "@/engine";
import { bi } from "@/lib/bilingual";

/** The engine's rejection as a BAD_REQUEST: one issue per engine error under `record.<path>`, German and English,
 * with the engine's stable code in `params.engineCode` (tests and later clients read it). */
export function engineRejection(errors: readonly EngineError[], root = "record"): z.ZodError {
  // Built through a parse, so that it is a real Error (a bare `new ZodError` is not one in zod 4, and tRPC would
  // then wrap it as an unknown cause and answer 500).
  const rejection = z.null().superRefine((_value, ctx) => {
    for (const e of errors)
      ctx.addIssue({
        code: "custom",
        path: [root, ...pathParts(e.path)],
        message: bi(e.message, e.messageEn),
        params: { engineCode: e.code, ...(e.trick !== undefined ? { trick: e.trick } : {}), ...(e.seat !== undefined ? { seat: e.seat } : {}) },
      });
  });
  return rejection.safeParse(null).error!;
}

/** "summary.melds[1].top" -> ["summary", "melds", 1, "top"]. */
function pathParts(path: string): (string | number)[] {
  if (!path) return [];
  const parts: (string | number)[] = [];
  for (const piece of path.split(".")) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(piece);
    if (!m) {
      parts.push(piece);
      continue;
    }
    if (m[1]) parts.push(m[1]);
    for (const idx of m[2]!.matchAll(/\[(\d+)\]/g)) parts.push(Number(idx[1]));
  }
  return parts;
}

/** An error of ours in the engine's shape, for checks the engine cannot make alone (the table's first dealer). */
export function resultError(code: string, path: string, message: string, messageEn: string): EngineError {
  return { code, path, message, messageEn };
}
