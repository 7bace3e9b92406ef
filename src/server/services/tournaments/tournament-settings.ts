// Input schemas and checks shared by the tournament verbs (create-tournament, update-tournament, update-schedule).
import { z } from "zod";
import { parseKlammernRules, type KlammernRules } from "@/engine";
import { bi } from "@/lib/bilingual";
import { isTime } from "@/lib/schedule";
import { DEFAULT_SCORING, DEFAULT_TIEBREAKS, TIEBREAKS } from "@/pairing";
import { entryModes, scheduleTypes, visibilities } from "../../db/schema";
import { DomainError } from "../../errors";
import { intField, jsonObjectField, nameField, textField } from "../_shared/schemas";

const int = (de: string, en: string, min: number, max: number) => intField({ de, en }, min, max);

export const matchFormatField = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("deals"), deals: int("Die Zahl der Spiele", "The number of deals", 1, 64) }),
  z.object({ kind: z.literal("target"), target: int("Das Ziel", "The target", 51, 5000) }),
]);

export const matchPointsField = z
  .object({
    win: int("Punkte für einen Sieg", "Points for a win", 0, 10),
    draw: int("Punkte für ein Unentschieden", "Points for a draw", 0, 10),
    loss: int("Punkte für eine Niederlage", "Points for a loss", 0, 10),
  })
  .refine((p) => p.win > p.draw && p.draw >= p.loss, {
    message: bi(
      "Ein Sieg muss mehr zählen als ein Unentschieden, ein Unentschieden mindestens so viel wie eine Niederlage.",
      "A win must count more than a draw, and a draw at least as much as a loss.",
    ),
  });

export const byeScoreField = z.object({
  matchPoints: int("Matchpunkte für das Freilos", "Match points for the bye", 0, 10),
  pointsFor: int("Spielpunkte für das Freilos", "Game points for the bye", 0, 10000),
  pointsAgainst: int("Spielpunkte gegen beim Freilos", "Game points against for the bye", 0, 10000),
});

export const tiebreaksField = z
  .array(z.enum(TIEBREAKS as [string, ...string[]]))
  .min(1, bi("Mindestens eine Wertung angeben.", "Name at least one ranking criterion."))
  .refine((list) => new Set(list).size === list.length, {
    message: bi("Jede Wertung nur einmal angeben.", "Name each ranking criterion only once."),
  });

export const dateField = textField({ de: "Das Datum", en: "The date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, bi("Bitte ein Datum angeben (JJJJ-MM-TT).", "Please enter a date (YYYY-MM-DD)."))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), {
    message: bi("Dieses Datum gibt es nicht.", "This date does not exist."),
  });

export const venueField = textField({ de: "Der Ort", en: "The venue" })
  .trim()
  .max(200, bi("Der Ort darf höchstens 200 Zeichen haben.", "The venue may have at most 200 characters."))
  .optional();

/** The rules object as typed by the organizer; checked by the engine's own parser (parseTournamentRules). */
export const rulesField = jsonObjectField({ de: "Die Regeln", en: "The rules" }, { maxDepth: 4, maxBytes: 8 * 1024 });

export const roundPlanField = z.object({
  round: int("Die Runde", "The round", 1, 99),
  start: textField({ de: "Die Startzeit", en: "The start time" }).refine(isTime, { message: bi("Bitte eine Uhrzeit angeben (HH:MM).", "Please enter a time (HH:MM).") }),
  minutes: int("Die Rundendauer in Minuten", "The round length in minutes", 5, 600),
});

/** How captains enter deals at the table: the summary, or every card played (the engine checks each play). */
export const entryModeField = z.enum(entryModes, {
  error: bi(
    "Die Eingabe am Tisch ist „summary“ (Zusammenfassung) oder „full“ (kartengenau).",
    "Table entry is \"summary\" or \"full\" (card by card).",
  ),
});

/** Every setting of a tournament, each required (update-tournament takes any subset of them). */
export const tournamentSettingsShape = {
  name: nameField("Der Turniername", "The tournament name"),
  date: dateField,
  venue: venueField,
  rules: rulesField,
  matchFormat: matchFormatField,
  roundsPlanned: int("Die Zahl der Runden", "The number of rounds", 1, 99),
  scheduleType: z.enum(scheduleTypes),
  matchPoints: matchPointsField,
  byeScore: byeScoreField,
  tiebreaks: tiebreaksField,
  visibility: z.enum(visibilities),
  entryMode: entryModeField,
};

/** What create-tournament takes: name, date and rounds, everything else with the documented defaults. */
export const tournamentSettingsInput = z.object({
  ...tournamentSettingsShape,
  game: z.literal("klammern").default("klammern"),
  rules: rulesField.default({}),
  matchFormat: matchFormatField.default({ kind: "deals", deals: 16 }),
  scheduleType: z.enum(scheduleTypes).default("swiss"),
  matchPoints: matchPointsField.default({ win: DEFAULT_SCORING.win, draw: DEFAULT_SCORING.draw, loss: DEFAULT_SCORING.loss }),
  byeScore: byeScoreField.default({ ...DEFAULT_SCORING.bye }),
  tiebreaks: tiebreaksField.default([...DEFAULT_TIEBREAKS]),
  visibility: z.enum(visibilities).default("unlisted"),
  entryMode: entryModeField.default("summary"),
});

/** Asks the Klammern engine whether it understands the rules object; unknown options or values are a field
 * error on `rules`. Returns the full rules (every option spelled out), which is what is stored. */
export function parseTournamentRules(rules: Record<string, unknown>): KlammernRules {
  const parsed = parseKlammernRules(rules, "rules");
  if (!parsed.ok) {
    throw new DomainError(
      "BAD_REQUEST",
      parsed.errors.map((e) => e.message).join(" "),
      parsed.errors.map((e) => e.messageEn).join(" "),
      "rules",
    );
  }
  return { ...parsed.value };
}
