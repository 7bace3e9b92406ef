// The Doppelkopf tournament format: games and minutes per round by table size, how later rounds are seated and
// how the standings rank. DDV defaults (TSR: 24 games and 100 minutes at four; 30 and 125 at five); clubs play
// 12/15 or 8/10 (../shared/spec/doppelkopf-tournaments.md section 6).
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { intField } from "@/lib/input-fields";
import { rankingModes, seatingModes } from "@/pairing";

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

/** Each format field, required (an update names the ones it changes). */
export const doppelkopfFormatFields = {
  gamesPerTable: gamesPerTableField,
  minutesPerRound: minutesPerRoundField,
  seatingMode: seatingModeField,
  rankingMode: rankingModeField,
};

/** The same with the DDV's defaults. */
export const doppelkopfFormatShape = {
  gamesPerTable: gamesPerTableField.default({ four: 24, five: 30 }),
  minutesPerRound: minutesPerRoundField.default({ four: 100, five: 125 }),
  seatingMode: seatingModeField.default("draw"),
  rankingMode: rankingModeField.default("total"),
};

/** A Doppelkopf tournament's format, stored as one object (tournaments.format). */
export interface DoppelkopfFormat {
  gamesPerTable: z.infer<typeof gamesPerTableField>;
  minutesPerRound: z.infer<typeof minutesPerRoundField>;
  seatingMode: z.infer<typeof seatingModeField>;
  rankingMode: z.infer<typeof rankingModeField>;
}
