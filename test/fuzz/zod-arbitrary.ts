// Inputs for a procedure, derived from its own zod schema: valid in every field but one, which holds a hostile
// value, so a call gets past the other checks (with ids of rows that exist) and the hostile value reaches as deep
// into the verb as it can. A new procedure is fuzzed without a line of test code.
import fc from "fast-check";
import type { z } from "zod";
import { accepted, defOf, validWalk, WRAPPERS } from "../zod-walk";
import { hostileNumbers, hostileStrings, hostileValues } from "./hostile";

export interface FuzzPools {
  /** Ids of rows that exist, so that calls pass the lookups and reach deeper code. */
  ids: readonly string[];
  /** The same by the field name that usually carries them ("clubId": ids of clubs). */
  idsByField: Readonly<Record<string, readonly string[]>>;
  /** Strings that exist in the data: slugs, codes, emails. */
  strings: readonly string[];
}

const PLAUSIBLE_STRINGS = [
  "12:00", "19:30", "2026-12-03", "Müller", "Hans Meier", "Anna Arm", "Gasthaus Krone", "Wegen Regenpause",
  "fuzz-device-0123456789abcdef", "0123456789abcdef-key", "Spielernummer;Vorname;Nachname\n1;Anna;Arm", "ab",
];
const PLAUSIBLE_NUMBERS = [0, 1, 2, 3, 4, 5, 7, 10, 51, 99, 100, 101, 162, 501, 1000];

export function inputArbitrary(schema: z.ZodType, pools: FuzzPools): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...hostileValues);
  /** Mostly the hostile values of the field's own type: they get past the type check to the deeper rules. */
  const hostileFor = (type: string) => {
    const own = type === "string" ? hostileStrings : type === "number" ? hostileNumbers : null;
    return own ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: hostile, weight: 1 }) : hostile;
  };

  const valid = validWalk({
    string: (s, def, key) => {
      if (def.format === "uuid" || def.format === "guid") return fc.constantFrom(...(pools.idsByField[key] ?? pools.ids));
      if (def.format === "email") return fc.constantFrom(...accepted(s, [...pools.strings, "neu@example.org"]));
      return fc.constantFrom(...accepted(s, [...pools.strings, ...PLAUSIBLE_STRINGS]));
    },
    number: (s) => fc.constantFrom(...accepted(s, PLAUSIBLE_NUMBERS)),
    pipedString: (s) => fc.constantFrom(...accepted(s, ["", ...pools.strings, ...PLAUSIBLE_STRINGS, "neu@example.org"])),
    other: () => fc.jsonValue({ maxDepth: 2 }),
  });

  /** Valid everywhere but at one leaf, which is hostile. */
  const mutated = (s: unknown, key: string, depth: number): fc.Arbitrary<unknown> => {
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) return mutated(def.innerType, key, depth);
    switch (def.type) {
      case "object": {
        const shape = def.shape as Record<string, z.ZodType>;
        const keys = Object.keys(shape);
        if (keys.length === 0) return hostile;
        return fc.constantFrom(...keys).chain((target) =>
          fc.record(Object.fromEntries(keys.map((k) => [k, k === target ? mutated(shape[k], k, depth + 1) : valid(shape[k], k, depth + 1)]))),
        );
      }
      case "array":
        return fc.oneof(hostile, fc.tuple(valid(s, key, depth), mutated(def.element, key, depth + 1)).map(([list, bad]) => [...(list as unknown[]), bad]));
      case "union":
        return fc.oneof(...(def.options as z.ZodType[]).map((o) => mutated(o, key, depth + 1)));
      case "pipe":
        return mutated(def.in, key, depth);
      case "string":
      case "number":
        return hostileFor(def.type);
      case "record":
        // A free-form JSON object (a hand record, rules): hostile values inside it.
        return fc.oneof(hostile, fc.dictionary(fc.constantFrom("summary", "note", "game", "x"), hostile, { minKeys: 1, maxKeys: 2 }));
      default:
        return hostile;
    }
  };

  return fc.oneof({ arbitrary: mutated(schema, "", 0), weight: 4 }, { arbitrary: valid(schema, "", 0), weight: 1 });
}
