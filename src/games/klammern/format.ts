// The Klammern tournament format (Turniermodus): how long a match runs, what a result is worth, the bye, the
// schedule and the ranking. Defaults are the club's usual evening (docs/tournaments.md).
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { intField } from "@/lib/input-fields";
import { DEFAULT_SCORING, DEFAULT_TIEBREAKS, TIEBREAKS } from "@/pairing";

const int = (de: string, en: string, min: number, max: number) => intField({ de, en }, min, max);

export const scheduleTypes = ["round-robin", "swiss"] as const;

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

/** Each format field, required (an update names the ones it changes). */
export const klammernFormatFields = {
  matchFormat: matchFormatField,
  scheduleType: z.enum(scheduleTypes),
  matchPoints: matchPointsField,
  byeScore: byeScoreField,
  tiebreaks: tiebreaksField,
};

/** The same fields with the defaults a new tournament gets. */
export const klammernFormatShape = {
  matchFormat: matchFormatField.default({ kind: "deals", deals: 16 }),
  scheduleType: z.enum(scheduleTypes).default("swiss"),
  matchPoints: matchPointsField.default({ win: DEFAULT_SCORING.win, draw: DEFAULT_SCORING.draw, loss: DEFAULT_SCORING.loss }),
  byeScore: byeScoreField.default({ ...DEFAULT_SCORING.bye }),
  tiebreaks: tiebreaksField.default([...DEFAULT_TIEBREAKS]),
};

/** How a match at a table ends: after a fixed number of deals, or when a side reaches a target. */
export type MatchFormat = z.infer<typeof matchFormatField>;
export type MatchPoints = z.infer<typeof matchPointsField>;
export type ByeScoreSetting = z.infer<typeof byeScoreField>;

/** A Klammern tournament's format, stored as one object (tournaments.format). */
export interface KlammernFormat {
  matchFormat: MatchFormat;
  scheduleType: (typeof scheduleTypes)[number];
  matchPoints: MatchPoints;
  byeScore: ByeScoreSetting;
  tiebreaks: string[];
}

/** A Klammern tournament's format, for Klammern's own code (its seating, table entry and views); another game's
 * tournament here is a programming error. */
export function klammernFormat(t: { game: string; format: object }): KlammernFormat {
  if (t.game !== "klammern") throw new Error(`a ${t.game} tournament has no Klammern format`);
  return t.format as KlammernFormat;
}
