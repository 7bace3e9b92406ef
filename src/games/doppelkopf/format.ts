// The Doppelkopf tournament format: games and minutes per round by table size, how later rounds are seated and
// how the standings rank. DDV defaults (TSR: 24 games and 100 minutes at four; 30 and 125 at five); clubs play
// 12/15 or 8/10 (the DDV tournament rules, section 6). Ties share the place unless the organizer chose tiebreaks.
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { intField } from "@/lib/input-fields";
import { playerTiebreaks, rankingModes, seatingModes } from "@/pairing";

const int = (de: string, en: string, min: number, max: number) => intField({ de, en }, min, max);

export const gamesPerTableField = z.object({
  four: int("Die Spiele am Vierertisch", "The games at a table of four", 1, 60),
  five: int("Die Spiele am Fünfertisch", "The games at a table of five", 1, 75),
});

export const minutesPerRoundField = z.object({
  four: int("Die Minuten am Vierertisch", "The minutes at a table of four", 5, 600),
  five: int("Die Minuten am Fünfertisch", "The minutes at a table of five", 5, 600),
});

export const seatingModeField = z.enum(seatingModes, {
  error: bi("Die Sitzordnung ist „draw“ (neu auslosen), „standings“ (nach Stand) oder „moving“ (Wechselsystem).", 'Seating is "draw", "standings" or "moving".'),
});

export const rankingModeField = z.enum(rankingModes, {
  error: bi("Die Wertung ist „total“ (Summe), „average“ (Schnitt je Runde) oder „placement“ (Platzpunkte).", 'Ranking is "total", "average" or "placement".'),
});

/** The tiebreaks between players equal on the ranking, in order; none: they share the place (as published results
 * rank). */
export const tiebreaksField = z
  .array(
    z.enum(playerTiebreaks, {
      error: bi("Ein Stechen ist „bestRound“ (beste Runde), „points“ (mehr Spielpunkte) oder „roundWins“ (mehr Tischsiege).", 'A tiebreak is "bestRound", "points" or "roundWins".'),
    }),
    { error: bi("Die Stechen sind eine Liste.", "The tiebreaks are a list.") },
  )
  .max(playerTiebreaks.length, bi(`Höchstens ${playerTiebreaks.length} Stechen.`, `At most ${playerTiebreaks.length} tiebreaks.`))
  .refine((list) => new Set(list).size === list.length, bi("Jedes Stechen nur einmal.", "Each tiebreak once."));

/** Whether only players who played every round get a place (the others are listed without one). */
export const rankOnlyCompleteField = z.boolean({ error: bi("Ja oder nein.", "Yes or no.") });

/** Each format field, required (an update names the ones it changes). */
export const doppelkopfFormatFields = {
  gamesPerTable: gamesPerTableField,
  minutesPerRound: minutesPerRoundField,
  seatingMode: seatingModeField,
  rankingMode: rankingModeField,
  playerTiebreaks: tiebreaksField,
  rankOnlyComplete: rankOnlyCompleteField,
};

/** The same with the DDV's defaults. */
export const doppelkopfFormatShape = {
  gamesPerTable: gamesPerTableField.default({ four: 24, five: 30 }),
  minutesPerRound: minutesPerRoundField.default({ four: 100, five: 125 }),
  seatingMode: seatingModeField.default("draw"),
  rankingMode: rankingModeField.default("total"),
  playerTiebreaks: tiebreaksField.default([]),
  rankOnlyComplete: rankOnlyCompleteField.default(false),
};

/** A Doppelkopf tournament's format, stored as one object (tournaments.format). */
export interface DoppelkopfFormat {
  gamesPerTable: z.infer<typeof gamesPerTableField>;
  minutesPerRound: z.infer<typeof minutesPerRoundField>;
  seatingMode: z.infer<typeof seatingModeField>;
  rankingMode: z.infer<typeof rankingModeField>;
  /** Missing in a tournament stored before the option: none (shared places). */
  playerTiebreaks?: z.infer<typeof tiebreaksField>;
  /** Missing in a tournament stored before the option: false (everyone ranked). */
  rankOnlyComplete?: boolean;
}

/** A Doppelkopf tournament's format, for Doppelkopf's own code (its Spielliste, seating and views); another game's
 * tournament here is a programming error. */
export function doppelkopfFormat(t: { game: string; format: object }): DoppelkopfFormat {
  if (t.game !== "doppelkopf") throw new Error(`a ${t.game} tournament has no Doppelkopf format`);
  return t.format as DoppelkopfFormat;
}
