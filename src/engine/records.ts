// Hand records (records.md): parse a record's common fields and hand it to its game's scorer.
import { scoreDoppelkopfRecord } from "./doppelkopf";
import { engineError, type ScoreResult } from "./errors";
import { withoutExportAnnotations } from "./export-annotations";
import { klammernFieldErrors } from "./klammern/check-fields";
import { scoreKlammernRecord } from "./klammern/record";

/** The games whose records the engine scores. Not the registry's GameId: src/games imports the engine, never the
 * reverse; src/games/index.ts checks that both name the same games. */
export type GameName = "klammern" | "doppelkopf";

/**
 * Scores one parsed hand record. `defaultRules` = rules for records that carry none (the CLI's `--rules`).
 * Never throws for bad input: every problem comes back as `{ ok: false, errors }`.
 */
export function scoreRecord(record: unknown, defaultRules?: unknown): ScoreResult {
  if (record === null || typeof record !== "object" || Array.isArray(record)) {
    return {
      ok: false,
      errors: [engineError("RECORD_NOT_OBJECT", "", "Ein Spielbericht muss ein JSON-Objekt sein.", "A hand record must be a JSON object.")],
    };
  }
  const r = record as Record<string, unknown>;
  switch (r.game) {
    case "klammern":
      return scoreKlammernRecord(r, rulesFor("klammern", defaultRules));
    case "doppelkopf":
      return scoreDoppelkopfRecord(r, rulesFor("doppelkopf", defaultRules));
    default:
      return {
        ok: false,
        errors: [
          r.game === undefined
            ? engineError("FIELD_MISSING", "game", "Das Feld „game“ fehlt (klammern oder doppelkopf).", 'The field "game" is missing (klammern or doppelkopf).')
            : engineError(
                "GAME_UNKNOWN",
                "game",
                `Unbekanntes Spiel ${JSON.stringify(r.game)} (klammern oder doppelkopf).`,
                `Unknown game ${JSON.stringify(r.game)} (klammern or doppelkopf).`,
              ),
        ],
      };
  }
}

/**
 * Default rules may be one rules object for every record, or per game:
 * `{ "klammern": { "jassPoints": 20 }, "doppelkopf": { "preset": "ddv" } }` (only those two keys).
 */
export function rulesFor(game: GameName, defaultRules: unknown): unknown {
  if (defaultRules === null || typeof defaultRules !== "object") return defaultRules;
  if (defaultRules !== lastRules) {
    lastRules = defaultRules;
    const keys = Object.keys(defaultRules);
    lastPerGame = keys.length > 0 && keys.every((k) => k === "klammern" || k === "doppelkopf");
  }
  return lastPerGame ? (defaultRules as Record<string, unknown>)[game] : defaultRules;
}
let lastRules: unknown = undefined;
let lastPerGame = false;

/** Scores one JSON text line (the CLI's unit of work). */
export function scoreRecordLine(line: string, defaultRules?: unknown): ScoreResult {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      errors: [engineError("RECORD_NOT_JSON", "", `Die Zeile ist kein gültiges JSON (${why}).`, `The line is not valid JSON (${why}).`)],
    };
  }
  // Only known fields (records.md): checked here, where a line enters, not in scoreRecord's hot path.
  if (record !== null && typeof record === "object" && !Array.isArray(record) && (record as Record<string, unknown>).game === "klammern") {
    const stray = klammernFieldErrors(record as Record<string, unknown>);
    if (stray.length) return { ok: false, errors: stray };
  }
  // A line of the deals export: its annotations are not part of the Doppelkopf record (whose scorer refuses any key
  // it does not know); checked and set aside here, where a line enters.
  if (record !== null && typeof record === "object" && !Array.isArray(record) && (record as Record<string, unknown>).game === "doppelkopf") {
    const line = withoutExportAnnotations(record as Record<string, unknown>);
    if (line.errors.length) return { ok: false, errors: line.errors };
    record = line.record;
  }
  return scoreRecord(record, defaultRules);
}
