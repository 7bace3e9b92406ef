// The Klammern rules object: every variant of klammern.md as one option, names and values exactly as written there.
// Unknown options and values are errors, never ignored.
import { engineError, type EngineError, type Result } from "../errors";

export interface KlammernRules {
  preset: "house";
  jassPoints: 22 | 20;
  allPass: "next-dealer" | "same-dealer";
  undertrump: "required" | "optional";
  partnerException: boolean;
  trumpMeldWinsTie: boolean;
  meldScoring: "best-side-all" | "best-only";
  beetThree: "each" | "best";
  stehbeet: "declarer-zero" | "held";
  /** Game target; null = the default for the number of players (301 / 501 / 701). */
  target: number | null;
}

/** The house rules: what a tournament gets when it sets nothing (klammern.md). */
export const KLAMMERN_DEFAULT_RULES: Readonly<KlammernRules> = Object.freeze({
  preset: "house",
  jassPoints: 22,
  allPass: "next-dealer",
  undertrump: "required",
  partnerException: false,
  trumpMeldWinsTie: false,
  meldScoring: "best-side-all",
  beetThree: "each",
  stehbeet: "declarer-zero",
  target: null,
});

/** Allowed values per option, for validation and for the organizer UI. */
export const KLAMMERN_RULE_OPTIONS = {
  preset: ["house"],
  jassPoints: [22, 20],
  allPass: ["next-dealer", "same-dealer"],
  undertrump: ["required", "optional"],
  partnerException: [false, true],
  trumpMeldWinsTie: [false, true],
  meldScoring: ["best-side-all", "best-only"],
  beetThree: ["each", "best"],
  stehbeet: ["declarer-zero", "held"],
  target: "positive integer",
} as const;

export const DEFAULT_TARGETS: Readonly<Record<number, number>> = { 2: 301, 3: 501, 4: 701 };

export function targetFor(rules: KlammernRules, players: number): number {
  return rules.target ?? DEFAULT_TARGETS[players] ?? 701;
}

const OPTION_NAMES = Object.keys(KLAMMERN_RULE_OPTIONS);

/**
 * Parses a rules object (from a record, an organizer form or `--rules`). null/undefined = the defaults.
 * `path` prefixes error paths ("rules").
 */
export function parseKlammernRules(input: unknown, path = "rules"): Result<KlammernRules> {
  if (input === undefined || input === null) return { ok: true, value: KLAMMERN_DEFAULT_RULES };
  if (typeof input !== "object" || Array.isArray(input)) {
    return {
      ok: false,
      errors: [
        engineError("RULES_INVALID", path, "Die Regeln müssen ein Objekt sein.", "Rules must be an object."),
      ],
    };
  }
  const errors: EngineError[] = [];
  const rules: KlammernRules = { ...KLAMMERN_DEFAULT_RULES };
  const obj = input as Record<string, unknown>;
  for (const key in obj) {
    const value = obj[key];
    const p = `${path}.${key}`;
    if (!OPTION_NAMES.includes(key)) {
      errors.push(
        engineError(
          "RULES_UNKNOWN_OPTION",
          p,
          `Unbekannte Klammern-Regel „${key}“.`,
          `Unknown Klammern rule option "${key}".`,
        ),
      );
      continue;
    }
    if (key === "target") {
      if (value === null) continue;
      if (typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 100000) rules.target = value;
      else errors.push(badValue(p, key, value, "eine positive ganze Zahl", "a positive integer"));
      continue;
    }
    const allowed = KLAMMERN_RULE_OPTIONS[key as Exclude<keyof typeof KLAMMERN_RULE_OPTIONS, "target">] as readonly unknown[];
    if (!allowed.includes(value)) {
      const list = allowed.map((v) => JSON.stringify(v)).join(" | ");
      errors.push(badValue(p, key, value, list, list));
      continue;
    }
    (rules as unknown as Record<string, unknown>)[key] = value;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: rules };
}

function badValue(path: string, key: string, value: unknown, de: string, en: string): EngineError {
  const v = JSON.stringify(value) ?? String(value);
  return engineError(
    "RULES_BAD_VALUE",
    path,
    `Ungültiger Wert ${v} für die Regel „${key}“ (erlaubt: ${de}).`,
    `Invalid value ${v} for rule option "${key}" (allowed: ${en}).`,
  );
}
