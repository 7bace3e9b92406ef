// The inputs of a season's verbs: its name, game, whom it ranks, its window and its rule, as the organizer's form
// sends them (flat), and how they become the stored rule of src/seasons.
import { z } from "zod";
import { gameIds, gameOf, type GameId } from "@/games";
import { bi } from "@/lib/bilingual";
import { CLUB_INDEX, CLUB_MISSED_EVENING, DDV_DEFAULTS, type SeasonRule } from "@/seasons";
import { seasonSubjects, seasonValues, type StoredSeasonWindow } from "../../db/schema";
import { DomainError } from "../../errors";
import { idField, intField, nameField, textField } from "../_shared/schemas";
import { dateField } from "../tournaments/tournament-settings";

export const seasonRuleKinds = ["sum", "average", "bestOf", "placement", "ddv"] as const;

const count = (de: string, en: string, max: number) => intField({ de, en }, 1, max).optional();

/** The rule as the form sends it: its kind and the numbers that kind reads (others are ignored). */
export const seasonRuleInput = z.object({
  kind: z.enum(seasonRuleKinds, bi("Bitte eine Wertungsregel wählen.", "Please choose a ranking rule.")),
  minRounds: count("Die Mindestzahl an Runden", "The minimum of rounds", 9999),
  best: count("Die Zahl der besten Abende", "The number of best evenings", 999),
  index: z.boolean(bi("Ungültige Angabe zum Index.", "Invalid index setting.")).optional(),
  missedEvening: z.boolean(bi("Ungültige Angabe zum versäumten Abend.", "Invalid missed-evening setting.")).optional(),
  minPlayers: count("Die Mindestzahl an Spielern", "The minimum of players", 9999),
  minEventRounds: count("Die Mindestzahl an Runden je Turnier", "The minimum of rounds per tournament", 99),
});
export type SeasonRuleInput = z.infer<typeof seasonRuleInput>;

export const seasonWindowInput = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("range"), from: dateField, to: dateField }),
    z.object({ kind: z.literal("rolling"), months: intField({ de: "Die Zahl der Monate", en: "The number of months" }, 1, 120) }),
  ],
  bi("Bitte einen Zeitraum wählen.", "Please choose a period."),
);

export const seasonSettingsInput = z.object({
  name: nameField("Der Name", "The name"),
  rule: seasonRuleInput,
  window: seasonWindowInput,
});

export const createSeasonInput = seasonSettingsInput.extend({
  clubId: idField,
  game: z.enum(gameIds, bi("Bitte ein Spiel wählen.", "Please choose a game.")),
  subject: z.enum(seasonSubjects, bi("Bitte wählen, wer gewertet wird.", "Please choose who is ranked.")).default("players"),
  value: z.enum(seasonValues, bi("Bitte wählen, was gezählt wird.", "Please choose what is counted.")).default("points"),
});

export const seasonSlugField = textField({ de: "Die Adresse der Wertung", en: "The ranking list's address" })
  .trim()
  .toLowerCase()
  .max(120, bi("Diese Adresse ist zu lang.", "This address is too long."))
  .regex(/^[a-z0-9-]+$/, bi("Ungültige Adresse.", "Invalid address."));

/** The stored rule of a form's input; a kind that needs a number it lacks is a field error. */
export function toSeasonRule(input: SeasonRuleInput): SeasonRule {
  const filter = input.minPlayers || input.minEventRounds ? { minPlayers: input.minPlayers, minRounds: input.minEventRounds } : undefined;
  const common = { ...(filter ? { eventFilter: filter } : {}), ...(input.minRounds ? { minRounds: input.minRounds } : {}) };
  switch (input.kind) {
    case "sum":
      return { kind: "sum", options: common };
    case "average":
      if (!input.minRounds) throw missing("rule.minRounds", "Der Schnitt braucht eine Mindestzahl an Runden.", "The average needs a minimum of rounds.");
      return { kind: "average", options: { ...common, minRounds: input.minRounds } };
    case "bestOf":
      if (!input.best) throw missing("rule.best", "Bitte angeben, wie viele der besten Abende zählen.", "Please say how many of the best evenings count.");
      return { kind: "bestOf", options: { ...common, best: input.best } };
    case "placement":
      return {
        kind: "placement",
        options: { ...common, ...(input.index ? { index: CLUB_INDEX } : {}), ...(input.missedEvening ? { missedEvening: CLUB_MISSED_EVENING } : {}) },
      };
    case "ddv":
      return {
        kind: "ddv",
        options: {
          minRounds: input.minRounds ?? DDV_DEFAULTS.minRounds,
          eventFilter: { minPlayers: input.minPlayers ?? DDV_DEFAULTS.eventFilter.minPlayers, minRounds: input.minEventRounds ?? DDV_DEFAULTS.eventFilter.minRounds },
        },
      };
  }
}

/** The form's input of a stored rule (the organizer's page edits it). */
export function ruleInputOf(rule: SeasonRule): SeasonRuleInput {
  const o = (rule.options ?? {}) as { minRounds?: number; best?: number; index?: unknown; missedEvening?: unknown; eventFilter?: { minPlayers?: number; minRounds?: number } };
  return {
    kind: rule.kind,
    minRounds: o.minRounds,
    best: o.best,
    index: o.index !== undefined,
    missedEvening: o.missedEvening !== undefined,
    minPlayers: o.eventFilter?.minPlayers,
    minEventRounds: o.eventFilter?.minRounds,
  };
}

/** A window that ends before it starts is the organizer's error, on the field "window.to". */
export function toStoredWindow(input: z.infer<typeof seasonWindowInput>): StoredSeasonWindow {
  if (input.kind === "range" && input.to < input.from) {
    throw new DomainError("BAD_REQUEST", "Der Zeitraum endet vor seinem Beginn.", "The period ends before it starts.", "window.to");
  }
  return input;
}

/** Whom and what a season of this game can rank: fixed pairs and match points only where the game plays in pairs. */
export function checkSubject(game: GameId, subject: string, value: string): void {
  const pairs = gameOf(game).standings.kind === "pairs";
  if (!pairs && subject === "pairs") throw missing("subject", "In diesem Spiel gibt es keine festen Paare.", "This game has no fixed pairs.");
  if (!pairs && value === "matchPoints") throw missing("value", "In diesem Spiel gibt es keine Matchpunkte.", "This game has no match points.");
}

const missing = (field: string, de: string, en: string) => new DomainError("BAD_REQUEST", de, en, field);
