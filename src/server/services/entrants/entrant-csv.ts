// The entrants of a tournament as CSV (docs/tournaments.md, "Paare per CSV"; docs/doppelkopf-tournaments.md,
// "Spieler per CSV"): each row one entrant, a pair (two player columns) or a single player (one), each player cell
// a player number of the club or a guest's name, and beside it, optionally, the guest's federation (DDV) number. Reads
// and checks the rows on their own; no database here.
import { readBi, type Bilingual } from "@/lib/bilingual";
import { readCsvSheet, type SheetSpec } from "../_shared/csv-sheet";
import { pairNameField, playerField } from "./entrant-players";
import { FALSE_WORDS, TRUE_WORDS } from "../members/member-csv";
import { federationNumberField } from "../members/member-fields";

export type EntrantColumn = "pair" | "player1" | "player2" | "federation1" | "federation2" | "checkedIn";
export type PlayerSlot = "player1" | "player2";
/** The column of a player's federation number. */
export const federationColumn = { player1: "federation1", player2: "federation2" } as const satisfies Record<PlayerSlot, EntrantColumn>;

/** A tournament never has more entrants than this; a longer file is a mistake (e.g. the member list). */
export const MAX_ENTRANT_ROWS = 500;

/** What the file's rows are: the game's entrant (src/games), its size and its plural for messages. */
export interface EntrantShape {
  players: 1 | 2;
  named: boolean;
  plural: Bilingual;
}

const CHECKED_IN = ["eingecheckt", "checkin", "checkedin", "anwesend", "present"];
/** "DDV-Nr 1", "Verbandsnummer 1", "federation_number_1" (normalised), the single player's without the digit. */
const federation = (suffix: string) =>
  ["ddvnr", "ddvnummer", "ddvno", "ddvnumber", "verbandsnummer", "verbandsnr", "federationnumber", "federationno"].map((h) => `${h}${suffix}`);

/** The column set per entrant size. A single player's file has no pair name; "Spieler 2" is still recognised
 * there so that a row with a second player is reported instead of its player being ignored silently. */
function sheetSpec(entrant: EntrantShape): SheetSpec<EntrantColumn> {
  const common = { maxRows: MAX_ENTRANT_ROWS, things: entrant.plural };
  const checkedInLabel = { de: "Eingecheckt", en: "checked_in" };
  // A team (a pair) has a name of its own besides its players'.
  if (entrant.named) {
    return {
      ...common,
      headers: {
        pair: ["paar", "paarname", "team", "teamname", "pair", "pairname"],
        player1: ["spieler1", "spielerin1", "player1"],
        player2: ["spieler2", "spielerin2", "player2"],
        federation1: federation("1"),
        federation2: federation("2"),
        checkedIn: CHECKED_IN,
      },
      labels: {
        pair: { de: "Paar", en: "pair" },
        player1: { de: "Spieler 1", en: "player 1" },
        player2: { de: "Spieler 2", en: "player 2" },
        federation1: { de: "DDV-Nr 1", en: "federation number 1" },
        federation2: { de: "DDV-Nr 2", en: "federation number 2" },
        checkedIn: checkedInLabel,
      },
      required: ["player1", "player2"],
    };
  }
  return {
    ...common,
    headers: {
      pair: [],
      player1: ["spieler", "spielerin", "player", "teilnehmer", "teilnehmerin", "spieler1", "spielerin1", "player1"],
      player2: ["spieler2", "spielerin2", "player2"],
      federation1: [...federation(""), ...federation("1")],
      federation2: federation("2"),
      checkedIn: CHECKED_IN,
    },
    labels: {
      pair: { de: "Paar", en: "pair" },
      player1: { de: "Spieler", en: "player" },
      player2: { de: "Spieler 2", en: "player 2" },
      federation1: { de: "DDV-Nr", en: "federation number" },
      federation2: { de: "DDV-Nr 2", en: "federation number 2" },
      checkedIn: checkedInLabel,
    },
    required: ["player1"],
  };
}

/** A player's cell, with the federation number of its column where the file gives one (a member's is only warned
 * about: he carries his own in the member list). */
export type PlayerCell = { kind: "number"; number: number; federationNumber?: string } | { kind: "guest"; name: string; federationNumber?: string };

export interface EntrantRowIssue extends Bilingual {
  field: EntrantColumn | "row";
}

export interface EntrantCsvRow {
  line: number;
  cells: Partial<Record<EntrantColumn, string>>;
  name: string | undefined;
  /** null where the cell could not be read (its error says why). */
  players: Record<PlayerSlot, PlayerCell | null>;
  /** undefined when the file leaves it open: the entrant is registered, not checked in. */
  checkedIn: boolean | undefined;
  errors: EntrantRowIssue[];
}

const GUEST_PREFIX = /^(gast|guest)\s*:\s*/i;

/** `17` (or `Nr. 17`, `#17`) is a player number; `Gast: Anna Schmidt` or any other text with a letter in it is a guest.
 * `label` names the column in messages. */
export function readPlayerCell(slot: PlayerSlot, cell: string, label: Bilingual): PlayerCell | EntrantRowIssue {
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

/** The player columns of an entrant of this size, position 1 first. */
export const playerSlots = (players: 1 | 2): PlayerSlot[] => (["player1", "player2"] as const).slice(0, players);

/** Reads a file of the tournament's entrants: pairs, or single players (`entrant.players` 1). */
export function parseEntrantCsv(raw: string, entrant: EntrantShape) {
  const spec = sheetSpec(entrant);
  const sheet = readCsvSheet(raw, spec);
  const slots = playerSlots(entrant.players);
  const rows = sheet.rows.map((r): EntrantCsvRow => {
    const errors: EntrantRowIssue[] = r.problems.map((p) => ({ field: "row", ...p }));
    const players: EntrantCsvRow["players"] = { player1: null, player2: null };
    for (const slot of slots) {
      const read = readPlayerCell(slot, r.cells[slot] ?? "", spec.labels[slot]);
      if ("field" in read) errors.push(read);
      else players[slot] = read;
      const column = federationColumn[slot];
      const fed = federationNumberField.safeParse(r.cells[column] ?? "");
      if (!fed.success) {
        const message = readBi(fed.error.issues[0]?.message) ?? { de: "ungültige Nummer.", en: "invalid number." };
        errors.push({ field: column, de: `${spec.labels[column].de}: ${message.de}`, en: `${spec.labels[column].en}: ${message.en}` });
      } else if (fed.data && players[slot]) {
        players[slot] = { ...players[slot], federationNumber: fed.data };
      }
    }
    const extra = slots.includes("player2") ? "" : (r.cells.player2 ?? "");
    if (extra) {
      errors.push({
        field: "player2",
        de: `Hier spielt jeder für sich: eine Zeile je Spieler. „${extra}“ bitte in eine eigene Zeile schreiben.`,
        en: `Everyone plays alone here: one row per player. Please put “${extra}” on a row of its own.`,
      });
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
