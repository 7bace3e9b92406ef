// Inputs that pass a procedure's own zod schema, filled with a victim's ids (by the field that carries them) and
// strings, so that a call gets past validation and reaches the authorization it must fail. Derived from the schema
// alone: a new procedure gets inputs without a line of test code.
import fc from "fast-check";
import type { z } from "zod";

export interface VictimPools {
  /** The victim's ids by the input field that usually carries them ("clubId": ids of clubs), the prime target of
   * each field first (table 1's match, a pending takeover request). */
  idsByField: Readonly<Record<string, readonly string[]>>;
  /** Every id of the victim's rows, for fields with another name. */
  ids: readonly string[];
  /** The victim's slugs, codes, tokens and emails. */
  strings: readonly string[];
  /** The same by the field that carries them ("token": the sheet's share token), tried first there. */
  stringsByField: Readonly<Record<string, readonly string[]>>;
}

type Def = { type: string } & Record<string, unknown>;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const PLAIN_STRINGS = ["Anna Arm", "Gasthaus Krone", "19:30", "2026-12-03", "2026-12-04T18:00:00+01:00", "access-device-0123456789abcdef", "Spielernummer;Vorname;Nachname\n1;Anna;Arm"];
const NUMBERS = [1, 2, 0, 3, 4, 7, 100, 501];

function accepted<T>(schema: unknown, candidates: readonly T[]): T[] {
  const ok = candidates.filter((c) => (schema as z.ZodType).safeParse(c).success);
  return ok.length > 0 ? ok : [...candidates];
}

/** `primary`: every id field holds the first id of its pool, so each prime target is tried for certain. */
function arbitrary(schema: z.ZodType, pools: VictimPools, primary: boolean): fc.Arbitrary<unknown> {
  const idsFor = (key: string) => {
    const own = pools.idsByField[key];
    const list = own && own.length > 0 ? own : pools.ids;
    return primary ? list.slice(0, 1) : list;
  };
  const strings = [...pools.strings, ...PLAIN_STRINGS];
  const valid = (s: unknown, key: string, depth: number): fc.Arbitrary<unknown> => {
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) return valid(def.innerType, key, depth);
    if (depth > 8) return fc.constant(null);
    switch (def.type) {
      case "object": {
        const shape = def.shape as Record<string, z.ZodType>;
        return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valid(v, k, depth + 1)])));
      }
      case "string": {
        if (def.format === "uuid" || def.format === "guid") return fc.constantFrom(...idsFor(key));
        const own = (pools.stringsByField[key] ?? []).filter((x) => (s as z.ZodType).safeParse(x).success);
        if (own.length > 0) return primary ? fc.constant(own[0]) : fc.constantFrom(...own, ...accepted(s, strings));
        return fc.constantFrom(...accepted(s, [...strings, "neu@example.org"]));
      }
      case "number":
        return fc.constantFrom(...accepted(s, NUMBERS));
      case "boolean":
        return fc.boolean();
      case "enum":
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case "literal":
        return fc.constantFrom(...(def.values as unknown[]));
      case "array":
        return fc.array(valid(def.element, key, depth + 1), { minLength: 1, maxLength: 3 });
      case "union":
        return fc.oneof(...(def.options as z.ZodType[]).map((o) => valid(o, key, depth + 1)));
      case "pipe": {
        const inner = defOf(def.in).type;
        if (inner === "string") return fc.constantFrom(...accepted(s, [...strings, "neu@example.org"]));
        if (inner === "number") return fc.constantFrom(...accepted(s, NUMBERS));
        return valid(def.in, key, depth);
      }
      case "lazy":
        return valid((def.getter as () => unknown)(), key, depth + 1);
      case "null":
        return fc.constant(null);
      case "record":
        return fc.constant({});
      default:
        return fc.constant({});
    }
  };
  return valid(schema, "", 0);
}

/** Up to `count` distinct inputs the schema accepts (fewer when it accepts few of them), or, when none of the
 * tries passes (a refinement the generator cannot guess), `count` that do not: those calls are counted as
 * refused by validation. */
export function validInputs(schema: z.ZodType | undefined, pools: VictimPools, count: number, seed: number): { value: unknown; valid: boolean }[] {
  if (!schema) return [{ value: undefined, valid: true }];
  const tries = [...fc.sample(arbitrary(schema, pools, true), { numRuns: count * 4, seed }), ...fc.sample(arbitrary(schema, pools, false), { numRuns: count * 8, seed })];
  const seen = new Set<string>();
  const good: { value: unknown; valid: boolean }[] = [];
  for (const value of tries) {
    const key = JSON.stringify(value);
    if (seen.has(key) || !schema.safeParse(value).success) continue;
    seen.add(key);
    good.push({ value, valid: true });
    if (good.length === count) break;
  }
  return good.length > 0 ? good : tries.slice(0, count).map((value) => ({ value, valid: false }));
}
