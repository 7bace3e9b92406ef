// The walk over a zod schema that both input generators share (test/access/valid-input.ts for the access walk,
// test/fuzz/zod-arbitrary.ts for the fuzzer): an arbitrary of inputs the schema accepts, built structure by
// structure (objects, arrays, unions, enums, wrappers...), with the leaves left to the caller, who fills them with
// ids and strings of rows that exist.
import fc from "fast-check";
import type { z } from "zod";

export type Def = { type: string } & Record<string, unknown>;
/** Schemas that only wrap another (`innerType`): an input for them is an input for what they wrap. */
export const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);
export const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Values `schema` accepts, from `candidates`; the candidates themselves when it accepts none (a refinement we
 * cannot guess), so the call still goes out. */
export function accepted<T>(schema: unknown, candidates: readonly T[]): T[] {
  const ok = candidates.filter((c) => (schema as z.ZodType).safeParse(c).success);
  return ok.length > 0 ? ok : [...candidates];
}

/** What the caller puts at the leaves of the walk. */
export interface Leaves {
  /** A string field (`def`: its schema's definition, with the format; `key`: the name of the field). */
  string(schema: z.ZodType, def: Def, key: string): fc.Arbitrary<unknown>;
  /** A number field, or a pipe from a number (whose second half holds the rule the value must meet). */
  number(schema: z.ZodType): fc.Arbitrary<unknown>;
  /** A pipe from a string (the format lives in the pipe's second half, an email after trim): the value must pass
   * the whole pipe. */
  pipedString(schema: z.ZodType): fc.Arbitrary<unknown>;
  /** A record, and any schema the walk does not know. */
  other(): fc.Arbitrary<unknown>;
}

/** The arbitrary of valid inputs for a schema found at field `key`, `depth` levels down (start with "", 0). */
export function validWalk(leaves: Leaves): (schema: unknown, key: string, depth: number) => fc.Arbitrary<unknown> {
  const valid = (s: unknown, key: string, depth: number): fc.Arbitrary<unknown> => {
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) return valid(def.innerType, key, depth);
    if (depth > 8) return fc.constant(null);
    switch (def.type) {
      case "object": {
        const shape = def.shape as Record<string, z.ZodType>;
        return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valid(v, k, depth + 1)])));
      }
      case "string":
        return leaves.string(s as z.ZodType, def, key);
      case "number":
        return leaves.number(s as z.ZodType);
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
        if (inner === "string") return leaves.pipedString(s as z.ZodType);
        if (inner === "number") return leaves.number(s as z.ZodType);
        return valid(def.in, key, depth);
      }
      case "lazy":
        return valid((def.getter as () => unknown)(), key, depth + 1);
      case "null":
        return fc.constant(null);
      default:
        return leaves.other();
    }
  };
  return valid;
}
