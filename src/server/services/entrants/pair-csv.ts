// The pairs of a tournament as CSV (docs/tournaments.md, "Paare per CSV"): each row a pair, each player cell a
// player number of the club or a guest's name. Reads and checks the rows on their own; no database here.
import { readBi, type Bilingual } from "@/lib/bilingual";
import { readCsvSheet, type SheetSpec } from "../_shared/csv-sheet";
import { pairNameField, playerField } from "./entrant-players";
import { FALSE_WORDS, TRUE_WORDS } from "../members/member-csv";

export type PairColumn = "pair" | "player1" | "player2" | "checkedIn";
export type PlayerSlot = "player1" | "player2";

/** A tournament never has more pairs than this; a longer file is a mistake (e.g. the member list). */
export const MAX_PAIR_ROWS = 500;

const SPEC: SheetSpec<PairColumn> = {
  headers: {
    pair: ["paar", "paarname", "team", "teamname", "pair", "pairname"],
    player1: ["spieler1", "spielerin1", "player1"],
    player2: ["spieler2", "spielerin2", "player2"],
    checkedIn: ["eingecheckt", "checkin", "checkedin", "anwesend", "present"],
  },
  labels: {
    pair: { de: "Paar", en: "pair" },
    player1: { de: "Spieler 1", en: "player 1" },
    player2: { de: "Spieler 2", en: "player 2" },
    checkedIn: { de: "Eingecheckt", en: "checked_in" },
  },
  required: ["player1", "player2"],
  maxRows: MAX_PAIR_ROWS,
  things: { de: "Paare", en: "pairs" },
};

export type PlayerCell = { kind: "number"; number: number } | { kind: "guest"; name: string };

export interface PairRowIssue extends Bilingual {
  field: PairColumn | "row";
}

export interface PairCsvRow {
  line: number;
  cells: Partial<Record<PairColumn, string>>;
  name: string | undefined;
  /** null where the cell could not be read (its error says why). */
  players: Record<PlayerSlot, PlayerCell | null>;
  /** undefined when the file leaves it open: the pair is registered, not checked in. */
  checkedIn: boolean | undefined;
  errors: PairRowIssue[];
}

const GUEST_PREFIX = /^(gast|guest)\s*:\s*/i;
const SLOT_LABEL: Record<PlayerSlot, Bilingual> = { player1: SPEC.labels.player1, player2: SPEC.labels.player2 };

/** `17` (or `Nr. 17`, `#17`) is a player number; `Gast: Anna Schmidt` or any other text with a letter in it is a guest. */
export function readPlayerCell(slot: PlayerSlot, cell: string): PlayerCell | PairRowIssue {
  const label = SLOT_LABEL[slot];
  const guest = GUEST_PREFIX.test(cell);
  const text = cell.replace(GUEST_PREFIX, "").trim();
  const number = /^(?:(?:nr|no)\.?\s*|#\s*)?(\d+)$/i.exec(text); // 17, Nr. 17, #17
  if (!guest && number) return { kind: "number", number: Number(number[1]) };
  if (!guest && text && !/\p{L}/u.test(text)) {
    return {
      field: slot,
      de: `${label.de}: „${cell}“ ist weder eine Spielernummer (nur Ziffern) noch ein Name.`,
      en: `${label.en}: “${cell}” is neither a player number (digits only) nor a name.`,
    };
  }
  if (!text) {
    return {
      field: slot,
      de: `${label.de} fehlt: bitte eine Spielernummer oder „Gast: Vorname Nachname“ eintragen.`,
      en: `${label.en} is missing: enter a player number or “Gast: first last”.`,
    };
  }
  const parsed = playerField.safeParse({ kind: "guest", name: text });
  if (parsed.success && parsed.data.kind === "guest") return { kind: "guest", name: parsed.data.name };
  const message = readBi(parsed.error?.issues[0]?.message) ?? { de: "ungültiger Name.", en: "invalid name." };
  return { field: slot, de: `${label.de}: ${message.de}`, en: `${label.en}: ${message.en}` };
}

export function parsePairCsv(raw: string) {
  const sheet = readCsvSheet(raw, SPEC);
  const rows = sheet.rows.map((r): PairCsvRow => {
    const errors: PairRowIssue[] = r.problems.map((p) => ({ field: "row", ...p }));
    const players: PairCsvRow["players"] = { player1: null, player2: null };
    for (const slot of ["player1", "player2"] as const) {
      const read = readPlayerCell(slot, r.cells[slot] ?? "");
      if ("field" in read) errors.push(read);
      else players[slot] = read;
    }
    let name: string | undefined;
    const pairName = pairNameField.safeParse(r.cells.pair ?? "");
    if (pairName.success) name = pairName.data || undefined;
    else errors.push({ field: "pair", ...(readBi(pairName.error.issues[0]?.message) ?? { de: "Ungültiger Paarname.", en: "Invalid pair name." }) });
    const flag = (r.cells.checkedIn ?? "").toLowerCase();
    let checkedIn: boolean | undefined;
    if (TRUE_WORDS.has(flag)) checkedIn = true;
    else if (FALSE_WORDS.has(flag)) checkedIn = false;
    else if (flag) {
      errors.push({
        field: "checkedIn",
        de: `„${r.cells.checkedIn}“ ist kein gültiger Wert für Eingecheckt (ja oder nein).`,
        en: `“${r.cells.checkedIn}” is not a valid value for checked_in (yes or no).`,
      });
    }
    return { line: r.line, cells: r.cells, name, players, checkedIn, errors };
  });
  return { delimiter: sheet.delimiter, columns: sheet.columns, ignoredHeaders: sheet.ignoredHeaders, rows };
}
