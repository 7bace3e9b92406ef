// Public API of the Doppelkopf table seating (pure; deterministic from the round's seed; explained in German).
import { streamRng } from "../seeds";
import { drawTables } from "./draw";
import { readHistory, repeatsAt } from "./history";
import { byStandings, moving } from "./ordered";
import { seatPositions } from "./positions";
import { nearestSeatable, tableSizes } from "./sizes";
import type { TableSeating, TableSeatingInput } from "./types";

export { tableSizes, nearestSeatable } from "./sizes";
export { seatingModes, type PastTable, type PlayerId, type SeatedTable, type SeatingMode, type TableSeating, type TableSeatingInput } from "./types";

/** The seed stream of table draws (pairs use 1-3 in seeds.ts). */
const DRAW_STREAM = 4;

export function seatTables(input: TableSeatingInput): TableSeating {
  const n = input.players.length;
  if (new Set(input.players).size !== n) throw new Error("seatTables: a player is listed twice");
  const sizes = tableSizes(n);
  if (!sizes) return unseatable(n);

  const h = readHistory(input.history);
  const explanations: string[] = [];
  const fives = sizes.filter((s) => s === 5).length;
  explanations.push(
    fives === 0
      ? `${n} Spieler: ${sizes.length} Tische zu viert.`
      : `${n} Spieler: ${fives} ${fives === 1 ? "Tisch" : "Tische"} zu fünft, ${sizes.length - fives} zu viert (zu fünft setzt der Geber jedes Spiel aus).`,
  );

  let tables: string[][] | null = null;
  if (input.mode === "standings" && input.round > 1) {
    tables = byStandings(input.players, sizes);
    explanations.push("Nach dem Zwischenstand: die Besten an Tisch 1, die nächsten an Tisch 2 usw.");
  } else if (input.mode === "moving" && input.round > 1) {
    const last = input.history.filter((t) => t.round === input.round - 1);
    tables = moving(input.players, sizes, last);
    if (tables) explanations.push("Wechselsystem: der Tischsieger bleibt, der Zweite geht einen Tisch weiter, der Dritte zwei usw.");
    else explanations.push("Wechselsystem: die letzte Runde hat keine Platzierungen, daher neu ausgelost.");
  }
  if (!tables) {
    tables = drawTables(input.players, sizes, h, streamRng(input.seed, DRAW_STREAM, input.round));
    if (input.round > 1) {
      explanations.push("Neu ausgelost, so dass möglichst niemand wieder mit jemandem am Tisch sitzt, mit dem er schon saß.");
      if (fives > 0) explanations.push("Zu fünft sitzen, wo es geht, die, die bisher am seltensten zu fünft saßen.");
    } else explanations.push("Runde 1: Tische und Plätze ausgelost.");
  }

  const seated = tables.map((players, i) => ({ table: i + 1, players: seatPositions(players, h) }));
  const repeats = seated.reduce((sum, t) => sum + repeatsAt(t.players, h), 0);
  if (input.round > 1)
    explanations.push(repeats === 0 ? "Niemand sitzt wieder mit einem früheren Tischpartner zusammen." : `${repeats} Paar(e) sitzen wieder zusammen; ganz ohne Wiederholung ließ es sich nicht setzen.`);
  return { ok: true, tables: seated, repeats, explanations };
}

function unseatable(n: number): TableSeating {
  if (n < 4)
    return {
      ok: false,
      code: "TOO_FEW",
      message: `Mit ${n} Spielern lässt sich kein Tisch besetzen: ein Tisch braucht vier oder fünf Spieler.`,
      suggestions: [`${4 - n} Spieler nachmelden`],
    };
  const { add, remove } = nearestSeatable(n);
  return {
    ok: false,
    code: "UNSEATABLE",
    message: `${n} Spieler lassen sich nicht auf Tische zu viert und zu fünft verteilen.`,
    suggestions: [
      `${add} Spieler nachmelden`,
      ...(remove ? [`${remove} Spieler zurückziehen oder diese Runde aussetzen lassen`] : []),
    ],
  };
}
