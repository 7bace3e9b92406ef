// superjson, with input refused before it is rebuilt: superjson copies values recursively, so 10,000 nested
// arrays overflowed the stack (a 500). Input deeper than any procedure takes is a 400 naming the field.
import { TRPCError } from "@trpc/server";
import superjson from "superjson";
import { bi } from "@/lib/bilingual";

/** Deeper than any input schema goes (a hand record is the deepest, at 8 levels). */
export const MAX_INPUT_DEPTH = 32;

/** Whether `value` nests deeper than `limit`; iterative, so no input can overflow the stack here. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

export const transformer = {
  input: {
    serialize: superjson.serialize,
    deserialize(payload: unknown) {
      if (nestsDeeperThan(payload, MAX_INPUT_DEPTH + 2)) // + the `json` and `meta` envelope
        throw new TRPCError({ code: "BAD_REQUEST", message: bi("Die Eingabe ist zu tief verschachtelt.", "The input is nested too deeply.") });
      return superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0]);
    },
  },
  output: superjson,
};
