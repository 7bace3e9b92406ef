// Shared by the result verbs: a stored record with the tournament's rules, and the engine's errors of one deal
// re-rooted for its form.
import type { EngineError } from "@/engine";

/** The hand record as the engine reads it for scoring: the stored record with the tournament's rules in it. */
export function withRules(record: Record<string, unknown>, rules: Record<string, unknown>): Record<string, unknown> {
  return { ...record, rules };
}

/** Engine errors of deal `index` of a match ("deals[3].summary.cardPoints") re-rooted at `record` for the form;
 * errors about other deals stay on "record" with the deal named. */
export function errorsForDeal(errors: readonly EngineError[], index: number): EngineError[] {
  const own = `deals[${index}]`;
  return errors.map((e) => {
    if (e.path === own) return { ...e, path: "" };
    if (e.path.startsWith(`${own}.`)) return { ...e, path: e.path.slice(own.length + 1) };
    const other = /^deals\[(\d+)\]/.exec(e.path);
    if (!other) return e;
    const n = Number(other[1]) + 1;
    return { ...e, path: "", message: `Spiel ${n}: ${e.message}`, messageEn: `Deal ${n}: ${e.messageEn}` };
  });
}
