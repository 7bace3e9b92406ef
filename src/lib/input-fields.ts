// The input rules every text, number and free-form JSON field shares, with bilingual messages. Pure (no Node
// APIs), so the games' format schemas in src/games and the server's verbs build on the same rules.
import { z } from "zod";
import { bi } from "@/lib/bilingual";

// ---- The input rules every procedure shares (issue: no 500 for bad input) ----
// Services build every text, number and free-form JSON input from these three, never from z.string(), z.number()
// or z.unknown() directly (eslint.config.js enforces it), so a new procedure cannot forget the rules.

/** The largest value a PostgreSQL integer column holds; a number past it used to end in a database error (500). */
export const INT32_MAX = 2_147_483_647;

/** NUL (PostgreSQL refuses it in text and jsonb) and the other control characters; tab and line breaks stay
 * allowed, since pasted lists and CSV files carry them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export interface FieldLabel {
  /** Subject of a German sentence, with its article: "Der Name". */
  de: string;
  /** The same in English: "The name". */
  en: string;
}
export const ANY_FIELD: FieldLabel = { de: "Dieses Feld", en: "This field" };

/** Text without control characters; callers add trim, min and max with their own messages. */
export const textField = (label: FieldLabel = ANY_FIELD) =>
  z
    .string(bi(`${label.de} muss ein Text sein.`, `${label.en} must be text.`))
    .refine(
      (s) => !CONTROL_CHARACTERS.test(s),
      bi(`${label.de} enthält ein unzulässiges Steuerzeichen.`, `${label.en} contains a control character that is not allowed.`),
    );

/** A whole number from `min` to `max`, which never exceeds a database integer. */
export const intField = (label: FieldLabel, min: number, max: number) =>
  z
    .number(bi(`${label.de}: bitte eine Zahl angeben.`, `${label.en}: please enter a number.`))
    .int(bi(`${label.de} muss eine ganze Zahl sein.`, `${label.en} must be a whole number.`))
    .min(min, bi(`${label.de} muss mindestens ${min} sein.`, `${label.en} must be at least ${min}.`))
    .max(Math.min(max, INT32_MAX), bi(`${label.de} darf höchstens ${Math.min(max, INT32_MAX)} sein.`, `${label.en} may be at most ${Math.min(max, INT32_MAX)}.`));

/** A JSON object of limited depth and size whose keys and strings carry no control characters, and whose values
 * are plain JSON (superjson would otherwise let a client send a Date, Map, BigInt or undefined). What it means is
 * checked by its owner (the engine's record and rules parsers). */
export const jsonObjectField = (label: FieldLabel, limits: { maxDepth: number; maxBytes: number }) =>
  z
    .record(z.string(), z.unknown(), bi(`${label.de} muss ein Objekt sein.`, `${label.en} must be an object.`))
    .superRefine((value, ctx) => {
      const fault = jsonFault(value, limits.maxDepth);
      if (fault) {
        const [de, en] = JSON_FAULTS[fault.kind];
        ctx.addIssue({ code: "custom", path: fault.path, message: bi(`${label.de}: ${de}`, `${label.en}: ${en}`) });
      } else if (new TextEncoder().encode(JSON.stringify(value)).length > limits.maxBytes) {
        const kb = Math.round(limits.maxBytes / 1024);
        ctx.addIssue({ code: "custom", path: [], message: bi(`${label.de} ist größer als ${kb} KB.`, `${label.en} is larger than ${kb} KB.`) });
      }
    });

const JSON_FAULTS = {
  depth: ["zu tief verschachtelt.", "nested too deeply."],
  control: ["enthält ein unzulässiges Steuerzeichen.", "contains a control character that is not allowed."],
  value: ["enthält einen Wert, den JSON nicht kennt.", "contains a value that is not JSON."],
} as const;

type JsonFault = { kind: keyof typeof JSON_FAULTS; path: (string | number)[] };

/** The first thing wrong with a would-be JSON value, depth first, with its path; iterative, so no depth of input
 * can overflow the stack. */
function jsonFault(root: unknown, maxDepth: number): JsonFault | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value === "boolean") continue;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return { kind: "value", path };
      continue;
    }
    if (typeof value === "string") {
      if (CONTROL_CHARACTERS.test(value)) return { kind: "control", path };
      continue;
    }
    const isArray = Array.isArray(value);
    if (typeof value !== "object" || (!isArray && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null))
      return { kind: "value", path };
    if (path.length >= maxDepth) return { kind: "depth", path };
    for (const [key, child] of Object.entries(value as object)) {
      if (CONTROL_CHARACTERS.test(key)) return { kind: "control", path };
      stack.push({ value: child, path: [...path, isArray ? Number(key) : key] });
    }
  }
  return null;
}

