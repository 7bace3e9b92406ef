// Public API of the Doppelkopf table seating (pure; deterministic from the round's seed; explained in German).
import { streamRng } from "../seeds";
import { drawTables } from "./draw";
import { readHistory, repeatsAt } from "./history";
import { byStandings, moving } from "./ordered";
import { seatPositions } from "./positions";
import { nearestSeatable, tableSizes } from "./sizes";
import type { TableSeating, TableSeatingInput, Words } from "./types";

export { tableSizes, nearestSeatable } from "./sizes";
export { swapPlayers } from "./swap";
export { checkTables, type TableWarning } from "./check";
export { seatingModes, type PastTable, type PlayerId, type SeatedTable, type SeatingMode, type TableSeating, type TableSeatingInput } from "./types";

/** The seed stream of table draws (pairs use 1-3 in seeds.ts). */
const DRAW_STREAM = 4;

export function seatTables(input: TableSeatingInput): TableSeating {
  const n = input.players.length;
  if (new Set(input.players).size !== n) throw new Error("seatTables: a player is listed twice");
  const sizes = tableSizes(n);
  if (!sizes) return unseatable(n);

  const h = readHistory(input.history);
  const explanations: Words[] = [];
  const say = (de: string, en: string) => explanations.push({ de, en });
  const fives = sizes.filter((s) => s === 5).length;
  if (fives === 0) say(`${n} Spieler: ${sizes.length} Tische zu viert.`, `${n} players: ${sizes.length} tables of four.`);
  else
    say(
      `${n} Spieler: ${fives} ${fives === 1 ? "Tisch" : "Tische"} zu fünft, ${sizes.length - fives} zu viert (zu fünft setzt der Geber jedes Spiel aus).`,
      `${n} players: ${fives} ${fives === 1 ? "table" : "tables"} of five, ${sizes.length - fives} of four (at five the dealer sits out each game).`,
    );

  let tables: string[][] | null = null;
  if (input.mode === "standings" && input.round > 1) {
    tables = byStandings(input.players, sizes);
    say("Nach dem Zwischenstand: die Besten an Tisch 1, die nächsten an Tisch 2 usw.", "By the standings: the best at table 1, the next at table 2, and so on.");
  } else if (input.mode === "moving" && input.round > 1) {
    const last = input.history.filter((t) => t.round === input.round - 1);
    tables = moving(input.players, sizes, last);
    if (tables)
      say(
        "Wechselsystem: der Tischsieger bleibt, der Zweite geht einen Tisch weiter, der Dritte zwei usw.",
        "Moving system: the table winner stays, the second moves one table on, the third two, and so on.",
      );
    else say("Wechselsystem: die letzte Runde hat keine Platzierungen, daher neu ausgelost.", "Moving system: the last round has no places, so the tables are drawn.");
  }
  if (!tables) {
    tables = drawTables(input.players, sizes, h, streamRng(input.seed, DRAW_STREAM, input.round));
    if (input.round > 1) {
      say(
        "Neu ausgelost, so dass möglichst niemand wieder mit jemandem am Tisch sitzt, mit dem er schon saß.",
        "Drawn anew so that, as far as possible, nobody sits with someone they sat with before.",
      );
      if (fives > 0) say("Zu fünft sitzen, wo es geht, die, die bisher am seltensten zu fünft saßen.", "Where possible, those who sat at five least often sit at five.");
    } else say("Runde 1: Tische und Plätze ausgelost.", "Round 1: tables and positions drawn.");
  }

  const seated = tables.map((players, i) => ({ table: i + 1, players: seatPositions(players, h) }));
  const repeats = seated.reduce((sum, t) => sum + repeatsAt(t.players, h), 0);
  if (input.round > 1) {
    if (repeats === 0) say("Niemand sitzt wieder mit einem früheren Tischpartner zusammen.", "Nobody sits with an earlier table-mate again.");
    else
      say(
        `${repeats} Paar(e) sitzen wieder zusammen; ganz ohne Wiederholung ließ es sich nicht setzen.`,
        `${repeats} pair(s) of players sit together again; no seating without a repeat exists.`,
      );
  }
  return { ok: true, tables: seated, repeats, explanations };
}

function unseatable(n: number): TableSeating {
  if (n < 4)
    return {
      ok: false,
      code: "TOO_FEW",
      message: {
        de: `Mit ${n} Spielern lässt sich kein Tisch besetzen: ein Tisch braucht vier oder fünf Spieler.`,
        en: `${n} players cannot fill a table: a table needs four or five players.`,
      },
      suggestions: [{ de: `${4 - n} Spieler nachmelden`, en: `register ${4 - n} more player(s)` }],
    };
  const { add, remove } = nearestSeatable(n);
  return {
    ok: false,
    code: "UNSEATABLE",
    message: { de: `${n} Spieler lassen sich nicht auf Tische zu viert und zu fünft verteilen.`, en: `${n} players cannot be split into tables of four and five.` },
    suggestions: [
      { de: `${add} Spieler nachmelden`, en: `register ${add} more player(s)` },
      ...(remove ? [{ de: `${remove} Spieler zurückziehen oder diese Runde aussetzen lassen`, en: `withdraw ${remove} player(s) or let them sit out this round` }] : []),
    ],
  };
}
