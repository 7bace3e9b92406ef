// Explanations and warnings in words, German first, English second. One builder per note code.
import type { EntrantId, Explanation, Warning } from "../types";

/** What explanations need to know about an entrant at pairing time. */
export interface Who {
  id: EntrantId;
  label: string;
  /** 1-based position in the pairing order. */
  rank: number;
  matchPoints: number;
}

const de = (w: Who) => `Paar ${w.label}`;
const en = (w: Who) => `Pair ${w.label}`;
const deFull = (w: Who) => `${de(w)} (Rang ${w.rank}, ${w.matchPoints} MP)`;
const enFull = (w: Who) => `${en(w)} (rank ${w.rank}, ${w.matchPoints} MP)`;
const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
const roundsDe = (rounds: number[]) => (rounds.length === 1 ? `Runde ${rounds[0]}` : `Runden ${rounds.join(", ")}`);
const roundsEn = (rounds: number[]) => (rounds.length === 1 ? `round ${rounds[0]}` : `rounds ${rounds.join(", ")}`);

export function rankingNote(seed: number, method: "adjacent" | "fold"): Explanation {
  const deMethod =
    method === "adjacent"
      ? "innerhalb der Reihenfolge spielt jeweils das bestplatzierte freie Paar gegen das nächstplatzierte (1–2, 3–4, …)"
      : "innerhalb jeder Punktgruppe spielt die obere Hälfte gegen die untere (1–5, 2–6, … bei acht Paaren)";
  const enMethod =
    method === "adjacent"
      ? "the best-placed unpaired pair meets the next one in the order (1–2, 3–4, …)"
      : "within each score group the top half meets the bottom half (1–5, 2–6, … with eight pairs)";
  return {
    code: "ranking",
    entrants: [],
    de: `Reihenfolge: Matchpunkte, dann Spielpunktdifferenz; exakter Gleichstand per Los aus dem Rundenseed ${seed}. Gepaart wird von oben nach unten, ${deMethod}; Wiederholungspaarungen werden für die ganze Runde vermieden, solange es möglich ist.`,
    en: `Order: match points, then game-point difference; exact ties drawn by lot from the round seed ${seed}. Pairing runs top-down, ${enMethod}; rematches are avoided for the whole round whenever possible.`,
  };
}

export function excludedNote(id: EntrantId, label: string, why: "withdrawn" | "notYetEntered", round: number): Explanation {
  return why === "withdrawn"
    ? {
        code: "excluded",
        entrants: [id],
        de: `Paar ${label} hat zurückgezogen und wird in Runde ${round} nicht gepaart; es bleibt in der Wertung.`,
        en: `Pair ${label} has withdrawn and is not paired in round ${round}; it stays in the standings.`,
      }
    : {
        code: "excluded",
        entrants: [id],
        de: `Paar ${label} steigt erst später ein und wird in Runde ${round} noch nicht gepaart.`,
        en: `Pair ${label} enters later and is not paired in round ${round} yet.`,
      };
}

export type ByeReason =
  | { kind: "fresh" } // lowest-ranked without a bye
  | { kind: "freshSkipped"; skipped: Who[] } // lower pairs without a bye would have forced a rematch
  | { kind: "allHadBye" } // everybody had a bye already
  | { kind: "repeatToAvoidRematch"; rematchFree: boolean }; // only a repeated bye avoids (or minimises) rematches

export function byeNote(w: Who, reason: ByeReason): Explanation {
  const base = { code: "bye" as const, entrants: [w.id] };
  switch (reason.kind) {
    case "fresh":
      return { ...base, de: `${deFull(w)} erhält das Freilos: niedrigster Rang ohne bisheriges Freilos.`, en: `${enFull(w)} gets the bye: lowest-ranked pair without a previous bye.` };
    case "freshSkipped":
      return {
        ...base,
        entrants: [w.id, ...reason.skipped.map((s) => s.id)],
        de: `${deFull(w)} erhält das Freilos: niedrigster Rang ohne bisheriges Freilos, bei dem die übrigen Paare ohne Wiederholungspaarung auskommen (ein Freilos für ${list(reason.skipped.map(de), "oder")} hätte eine erzwungen).`,
        en: `${enFull(w)} gets the bye: lowest-ranked pair without a previous bye that leaves the others pairable without a rematch (a bye for ${list(reason.skipped.map(en), "or")} would have forced one).`,
      };
    case "allHadBye":
      return { ...base, de: `${deFull(w)} erhält erneut ein Freilos: alle Paare hatten schon eines; es hat die wenigsten Freilose und den niedrigsten Rang.`, en: `${enFull(w)} gets a bye again: every pair has had one; it has the fewest byes and the lowest rank.` };
    case "repeatToAvoidRematch":
      return reason.rematchFree
        ? { ...base, de: `${deFull(w)} erhält erneut ein Freilos: nur so kommt die Runde ohne Wiederholungspaarung aus.`, en: `${enFull(w)} gets a bye again: only this way does the round avoid a rematch.` }
        : { ...base, de: `${deFull(w)} erhält erneut ein Freilos: so hat die Runde die wenigsten Wiederholungspaarungen.`, en: `${enFull(w)} gets a bye again: this keeps rematches in the round to a minimum.` };
  }
}

export function tableNote(table: number, a: Who, b: Who, float: "none" | "odd" | "rematch"): Explanation {
  if (float === "none")
    return {
      code: "paired",
      entrants: [a.id, b.id],
      table,
      de: `Tisch ${table}: ${deFull(a)} gegen ${deFull(b)}.`,
      en: `Table ${table}: ${enFull(a)} against ${enFull(b)}.`,
    };
  const whyDe = float === "odd" ? "kein freier Gegner mehr in der eigenen Punktgruppe" : "um eine Wiederholungspaarung zu vermeiden";
  const whyEn = float === "odd" ? "no unpaired opponent left in its own score group" : "to avoid a rematch";
  return {
    code: "floatedDown",
    entrants: [a.id, b.id],
    table,
    de: `Tisch ${table}: ${deFull(a)} wird aus der Punktgruppe ${a.matchPoints} MP in die Gruppe ${b.matchPoints} MP heruntergepaart und spielt gegen ${deFull(b)}: ${whyDe}.`,
    en: `Table ${table}: ${enFull(a)} floated down from score group ${a.matchPoints} MP to ${b.matchPoints} MP and meets ${enFull(b)}: ${whyEn}.`,
  };
}

export interface Skip {
  who: Who;
  /** Rounds they met before; empty when the pair was skipped because the rest would otherwise need a rematch. */
  metIn: number[];
}

export function rematchAvoidedNote(table: number, a: Who, b: Who, skipped: Skip[]): Explanation {
  const shown = skipped.slice(0, 3);
  const more = skipped.length - shown.length;
  const itemDe = (s: Skip) =>
    s.metIn.length ? `${de(s.who)} (schon in ${roundsDe(s.metIn)} gegeneinander)` : `${de(s.who)} (sonst bliebe für andere nur eine Wiederholungspaarung)`;
  const itemEn = (s: Skip) =>
    s.metIn.length ? `${en(s.who)} (already met in ${roundsEn(s.metIn)})` : `${en(s.who)} (otherwise others would be left with a rematch)`;
  return {
    code: "rematchAvoided",
    entrants: [a.id, b.id, ...skipped.map((s) => s.who.id)],
    table,
    de: `Tisch ${table}: ${de(a)} spielt nicht gegen ${list(shown.map(itemDe), "und")}${more > 0 ? ` und ${more} weitere` : ""}, sondern gegen ${de(b)}.`,
    en: `Table ${table}: ${en(a)} does not meet ${list(shown.map(itemEn), "and")}${more > 0 ? ` and ${more} more` : ""} but ${en(b)}.`,
  };
}

export function seatingNote(rule: "balance" | "higherRankedHome"): Explanation {
  return rule === "balance"
    ? {
        code: "seating",
        entrants: [],
        de: "Nord/Süd sitzt das Paar, das bisher seltener Nord/Süd saß; bei Gleichstand das höher platzierte. Tisch 1 ist der Spitzentisch. Wer zuerst gibt, lost der Rundenseed aus.",
        en: "North/South goes to the pair that sat North/South less often so far; on equal counts to the higher-ranked pair. Table 1 is the top table. The first dealer is drawn from the round seed.",
      }
    : {
        code: "seating",
        entrants: [],
        de: "Nord/Süd sitzt das höher platzierte Paar. Tisch 1 ist der Spitzentisch. Wer zuerst gibt, lost der Rundenseed aus.",
        en: "North/South goes to the higher-ranked pair. Table 1 is the top table. The first dealer is drawn from the round seed.",
      };
}

export function rematchWarning(a: { id: EntrantId; label: string }, b: { id: EntrantId; label: string }, metIn: number[], forced: boolean, table?: number): Warning {
  return {
    code: "rematch",
    entrants: [a.id, b.id],
    ...(table !== undefined ? { table } : {}),
    de: `Paar ${a.label} und Paar ${b.label} treffen erneut aufeinander (zuvor in ${roundsDe(metIn)})${forced ? ": eine Runde ohne Wiederholungspaarung ist nicht möglich" : ""}.`,
    en: `Pair ${a.label} and pair ${b.label} meet again (before in ${roundsEn(metIn)})${forced ? ": no rematch-free round is possible" : ""}.`,
  };
}

export function repeatByeWarning(a: { id: EntrantId; label: string }, byeRounds: number[]): Warning {
  return {
    code: "repeatBye",
    entrants: [a.id],
    de: `Paar ${a.label} erhält ein weiteres Freilos (zuvor in ${roundsDe(byeRounds)}).`,
    en: `Pair ${a.label} gets another bye (before in ${roundsEn(byeRounds)}).`,
  };
}

export function simpleWarning(code: Exclude<Warning["code"], "rematch" | "repeatBye">, id: EntrantId, label: string, round: number): Warning {
  switch (code) {
    case "duplicate":
      return { code, entrants: [id], de: `Paar ${label} steht in Runde ${round} mehrfach in der Paarung.`, en: `Pair ${label} appears more than once in round ${round}.` };
    case "unknownEntrant":
      return { code, entrants: [id], de: `Unbekanntes Paar ${label} in der Paarung.`, en: `Unknown pair ${label} in the pairing.` };
    case "notEligible":
      return { code, entrants: [id], de: `Paar ${label} ist in Runde ${round} nicht spielberechtigt (zurückgezogen oder noch nicht eingestiegen).`, en: `Pair ${label} may not play in round ${round} (withdrawn or not yet entered).` };
    case "unpaired":
      return { code, entrants: [id], de: `Paar ${label} hat in Runde ${round} weder Tisch noch Freilos.`, en: `Pair ${label} has neither a table nor the bye in round ${round}.` };
    case "selfPairing":
      return { code, entrants: [id], de: `Paar ${label} ist gegen sich selbst gepaart.`, en: `Pair ${label} is paired against itself.` };
  }
}

export function swappedNote(a: { id: EntrantId; label: string }, b: { id: EntrantId; label: string }): Explanation {
  return {
    code: "swapped",
    entrants: [a.id, b.id],
    de: `Die Turnierleitung hat Paar ${a.label} und Paar ${b.label} getauscht.`,
    en: `The organizer swapped pair ${a.label} and pair ${b.label}.`,
  };
}
