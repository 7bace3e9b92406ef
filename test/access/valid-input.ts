// Inputs that pass a procedure's own zod schema, filled with a victim's ids (by the field that carries them) and
// strings, so that a call gets past validation and reaches the authorization it must fail. Derived from the schema
// alone: a new procedure gets inputs without a line of test code.
import fc from "fast-check";
import type { z } from "zod";
import { accepted, validWalk } from "../zod-walk";

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

const PLAIN_STRINGS = ["Anna Arm", "Gasthaus Krone", "19:30", "2026-12-03", "2026-12-04T18:00:00+01:00", "access-device-0123456789abcdef", "Spielernummer;Vorname;Nachname\n1;Anna;Arm"];
const NUMBERS = [1, 2, 0, 3, 4, 7, 100, 501];

/** `primary`: every id field holds the first id of its pool, so each prime target is tried for certain. */
function arbitrary(schema: z.ZodType, pools: VictimPools, primary: boolean): fc.Arbitrary<unknown> {
  const idsFor = (key: string) => {
    const own = pools.idsByField[key];
    const list = own && own.length > 0 ? own : pools.ids;
    return primary ? list.slice(0, 1) : list;
  };
  const strings = [...pools.strings, ...PLAIN_STRINGS];
  const valid = validWalk({
    string: (s, def, key) => {
      if (def.format === "uuid" || def.format === "guid") return fc.constantFrom(...idsFor(key));
      const own = (pools.stringsByField[key] ?? []).filter((x) => s.safeParse(x).success);
      if (own.length > 0) return primary ? fc.constant(own[0]) : fc.constantFrom(...own, ...accepted(s, strings));
      return fc.constantFrom(...accepted(s, [...strings, "neu@example.org"]));
    },
    number: (s) => fc.constantFrom(...accepted(s, NUMBERS)),
    pipedString: (s) => fc.constantFrom(...accepted(s, [...strings, "neu@example.org"])),
    other: () => fc.constant({}),
  });
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
