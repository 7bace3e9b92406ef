// The season form's state: numbers as typed, and what the server's inputs read of them (season-fields.ts).
import { gameIds, type GameId } from "@/games";
import type { SeasonRuleKind, SeasonSettings } from "./types";

type Subject = SeasonSettings["subject"];
type ValueKind = SeasonSettings["value"];

/** The form's state: numbers as typed (an empty field is "not given"). */
export interface FormState {
  name: string;
  game: GameId;
  subject: Subject;
  value: ValueKind;
  rule: { kind: SeasonRuleKind; minRounds: string; best: string; index: boolean; missedEvening: boolean; minPlayers: string; minEventRounds: string };
  window: { kind: "range" | "rolling"; from: string; to: string; months: string };
}

export const text = (n: number | undefined) => (n === undefined ? "" : String(n));
/** An empty optional number is left out; anything else goes to the server, which names a wrong one. */
const optional = (s: string) => (s.trim() === "" ? undefined : Number(s));
/** A required number: empty is not a number, and the server says so on its field. */
const required = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

export function stateOf(season: SeasonSettings): FormState {
  const r = season.ruleInput;
  const w = season.window;
  return {
    name: season.name,
    game: season.game,
    subject: season.subject,
    value: season.value,
    rule: {
      kind: r.kind,
      minRounds: text(r.minRounds),
      best: text(r.best),
      index: r.index ?? false,
      missedEvening: r.missedEvening ?? false,
      minPlayers: text(r.minPlayers),
      minEventRounds: text(r.minEventRounds),
    },
    window: w.kind === "range" ? { kind: "range", from: w.from, to: w.to, months: "12" } : { kind: "rolling", from: "", to: "", months: String(w.months) },
  };
}

export const EMPTY: FormState = {
  name: "",
  game: gameIds[0]!,
  subject: "players",
  value: "points",
  rule: { kind: "sum", minRounds: "", best: "", index: false, missedEvening: false, minPlayers: "", minEventRounds: "" },
  window: { kind: "range", from: "", to: "", months: "12" },
};

/** The DDV list's numbers and its 24 months (doko-verband.de, docs/seasons.md rule 5), prefilled when it is chosen. */
export const DDV_MONTHS = 24;

/** The rule as the server reads it (season-fields.ts `seasonRuleInput`): only the numbers its kind uses, so that a
 * number typed for another rule cannot refuse this one. */
export function ruleInput(r: FormState["rule"]) {
  const filters = { minRounds: optional(r.minRounds), minPlayers: optional(r.minPlayers), minEventRounds: optional(r.minEventRounds) };
  switch (r.kind) {
    case "average":
      return { kind: r.kind, ...filters, minRounds: required(r.minRounds) };
    case "bestOf":
      return { kind: r.kind, ...filters, best: required(r.best) };
    case "placement":
      return { kind: r.kind, ...filters, index: r.index, missedEvening: r.missedEvening };
    case "ddv":
      return { kind: r.kind, minRounds: required(r.minRounds), minPlayers: required(r.minPlayers), minEventRounds: required(r.minEventRounds) };
    default:
      return { kind: r.kind, ...filters };
  }
}

export function windowInput(w: FormState["window"]) {
  return w.kind === "range" ? { kind: "range" as const, from: w.from, to: w.to } : { kind: "rolling" as const, months: required(w.months) };
}
