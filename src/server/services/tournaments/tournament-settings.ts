// Input schemas and checks shared by the tournament verbs (create-tournament, update-tournament, update-schedule).
import { z } from "zod";
import { DEFAULT_GAME, everyFormatField, GAMES, gameIds, gameOf, type GameId } from "@/games";
import { bi } from "@/lib/bilingual";
import { isTime } from "@/lib/schedule";
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "@/lib/time-zone";
import { entryModes, visibilities } from "../../db/schema";
import { DomainError } from "../../errors";
import { intField, jsonObjectField, nameField, textField } from "../_shared/schemas";

const int = (de: string, en: string, min: number, max: number) => intField({ de, en }, min, max);

export const dateField = textField({ de: "Das Datum", en: "The date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, bi("Bitte ein Datum angeben (JJJJ-MM-TT).", "Please enter a date (YYYY-MM-DD)."))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), {
    message: bi("Dieses Datum gibt es nicht.", "This date does not exist."),
  });

export const venueField = textField({ de: "Der Ort", en: "The venue" })
  .trim()
  .max(200, bi("Der Ort darf höchstens 200 Zeichen haben.", "The venue may have at most 200 characters."))
  .optional();

/** The hall's time zone, an IANA name (Europe/Berlin); stored in its canonical spelling (storedTimeZone). */
export const timeZoneField = textField({ de: "Die Zeitzone", en: "The time zone" })
  .trim()
  .max(64, bi("Die Zeitzone darf höchstens 64 Zeichen haben.", "The time zone may have at most 64 characters."))
  .refine((s) => canonicalTimeZone(s) !== null, {
    message: bi("Diese Zeitzone gibt es nicht; bitte einen Namen wie Europe/Berlin angeben.", "There is no such time zone; please enter a name like Europe/Berlin."),
  });

/** A checked time zone as stored: "europe/berlin" becomes "Europe/Berlin". */
export const storedTimeZone = (zone: string) => canonicalTimeZone(zone) ?? DEFAULT_TIME_ZONE;

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

/** The settings every tournament has, each required. */
const commonSettingsShape = {
  name: nameField("Der Turniername", "The tournament name"),
  date: dateField,
  venue: venueField,
  rules: rulesField,
  roundsPlanned: int("Die Zahl der Runden", "The number of rounds", 1, 99),
  visibility: z.enum(visibilities),
  entryMode: entryModeField,
  timeZone: timeZoneField,
};

/** Every setting of a tournament of any game, each required (update-tournament takes any subset of them and
 * refuses the format fields of another game). */
export const tournamentSettingsShape = { ...commonSettingsShape, ...everyFormatField };

/** What create-tournament takes besides the format: name, date and rounds, everything else with its default. */
const createShape = {
  ...commonSettingsShape,
  rules: rulesField.default({}),
  visibility: z.enum(visibilities).default("unlisted"),
  entryMode: entryModeField.default("summary"),
  timeZone: timeZoneField.default(DEFAULT_TIME_ZONE),
};

/** The settings of a tournament of game G: the common fields, the game's format fields with their defaults, and
 * `extra` (the club). */
type SettingsOption<G extends GameId, Extra extends z.ZodRawShape> = z.ZodObject<
  typeof createShape & (typeof GAMES)[G]["formatShape"] & { game: G extends typeof DEFAULT_GAME ? z.ZodDefault<z.ZodLiteral<G>> : z.ZodLiteral<G> } & Extra
>;
type SettingsOptions<Extra extends z.ZodRawShape> = { [G in GameId]: SettingsOption<G, Extra> }[GameId];

/** One option per game of the build (src/games), told apart by `game`; DEFAULT_GAME when it is left out. */
export function tournamentSettingsInput<Extra extends z.ZodRawShape>(extra: Extra) {
  const options = gameIds.map((id) => {
    const game = id === DEFAULT_GAME ? z.literal(id).default(id) : z.literal(id);
    return z.object({ ...createShape, ...GAMES[id].formatShape, game, ...extra });
  });
  const names = gameIds.map((id) => `„${id}“`).join(" oder ");
  const namesEn = gameIds.map((id) => `"${id}"`).join(" or ");
  return z.discriminatedUnion("game", options as unknown as [SettingsOptions<Extra>, ...SettingsOptions<Extra>[]], {
    error: bi(`Das Spiel ist ${names}.`, `The game is ${namesEn}.`),
  });
}

/** Asks the game's engine whether it understands the rules object; unknown options or values are a field
 * error on `rules`. Returns the full rules (every option spelled out), which is what is stored. */
export function parseTournamentRules(game: string, rules: Record<string, unknown>) {
  const parsed = gameOf(game).parseRules(rules, "rules");
  if (!parsed.ok) {
    throw new DomainError(
      "BAD_REQUEST",
      parsed.errors.map((e) => e.message).join(" "),
      parsed.errors.map((e) => e.messageEn).join(" "),
      "rules",
    );
  }
  const stored: Record<string, unknown> = { ...parsed.value };
  return stored;
}
