// Doppelkopf: individual players drawn to tables of four or five each round; at five the dealer sits out each game.
import { doppelkopfRulesSummary, resolveDoppelkopfRules, type DoppelkopfRules } from "@/engine";
import type { Game, SeatLabel } from "../types";
import { doppelkopfFormatFields, doppelkopfFormatShape, type DoppelkopfFormat } from "./format";
import { doppelkopfSheet } from "./sheet";
import { doppelkopfScoring } from "./table-scoring";

const position = (n: number): SeatLabel => ({ code: String(n), de: `Position ${n}`, en: `Position ${n}` });

export const doppelkopf: Game<DoppelkopfRules, typeof doppelkopfFormatShape, typeof doppelkopfFormatFields> = {
  id: "doppelkopf",
  name: { de: "Doppelkopf", en: "Doppelkopf" },
  entrant: { players: 1, named: false, noun: { de: "Spieler", en: "player" }, plural: { de: "Spieler", en: "players" } },
  tableSizes: [4, 5],
  dealPlayers: 4,
  seatLabels: (size) => Array.from({ length: size }, (_, i) => position(i + 1)),
  // The list keeper keeps the Spielliste on the table's device; another player of the table confirms it.
  tableRoles: {
    keeper: { de: "Listenführer", en: "List keeper" },
    confirmer: { de: "Mitspieler (Bestätigung)", en: "Fellow player (confirmation)" },
    wrongCode: { de: "Das ist nicht der Bestätigungscode dieses Tisches.", en: "That is not this table's confirmation code." },
  },
  sides: false,
  standings: {
    kind: "players",
    // A tournament stored before the tiebreaks and rankOnlyComplete ranks with their defaults.
    ranking: (format) => {
      const f = format as DoppelkopfFormat;
      return { mode: f.rankingMode, tiebreaks: f.playerTiebreaks ?? [], onlyComplete: f.rankOnlyComplete ?? false };
    },
  },
  tableGoal: (format, size) => {
    const games = (format as DoppelkopfFormat).gamesPerTable;
    return { kind: "deals", deals: size === 5 ? games.five : games.four };
  },
  roundMinutes: (format) => {
    const m = (format as DoppelkopfFormat).minutesPerRound;
    return [
      { size: 4, minutes: m.four },
      { size: 5, minutes: m.five },
    ];
  },
  // Players are drawn anew each round; a late player joins the next draw.
  fieldFixed: () => false,
  // Penalties by TSR 9; each table keeps its games on the Spielliste (TSR 8.4.1).
  features: { penalties: true, gameList: true },
  closedEarly: "games-struck",
  formatFields: doppelkopfFormatFields,
  formatShape: doppelkopfFormatShape,
  // The whole format: games per table decide the scoring, seating and ranking what the rounds so far meant.
  frozenFormat: {
    gamesPerTable: { de: "Die Spiele je Tisch stehen fest", en: "The games per table are frozen" },
    minutesPerRound: { de: "Die Rundenzeit steht fest", en: "The round time is frozen" },
    seatingMode: { de: "Die Sitzordnung steht fest", en: "The seating mode is frozen" },
    rankingMode: { de: "Die Wertung steht fest", en: "The ranking mode is frozen" },
    playerTiebreaks: { de: "Die Stechen stehen fest", en: "The tiebreaks are frozen" },
    rankOnlyComplete: { de: "Wer gewertet wird, steht fest", en: "Who is ranked is frozen" },
  },
  parseRules: (rules, path) => {
    const resolved = resolveDoppelkopfRules(rules, path);
    return resolved.ok ? { ok: true, value: doppelkopfRulesSummary(resolved.value) } : { ok: false, errors: resolved.errors };
  },
  scoring: doppelkopfScoring,
  sheet: doppelkopfSheet,
};

export { doppelkopfFormatFields, doppelkopfFormatShape } from "./format";
export { doppelkopfFormat } from "./format";
export type { DoppelkopfFormat } from "./format";
export { penaltyClasses, penaltyPoints, withPenalties, type PenaltyClass, type PenaltyInput } from "./penalties";
export { dueVorfuehrung, gameSeats, replaySpielliste, type GameSeats, type ListGame, type Spielliste, type TableSize } from "./spielliste";
