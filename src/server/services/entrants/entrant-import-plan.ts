// What an entrants CSV import (pairs, or single players) would register, row by row, against the club's members
// and the tournament's entrants as they are now. The preview shows this plan; the import recomputes it under the
// tournament lock and runs it only if it is still the same plan (fingerprint).
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { gameOf, type Game } from "@/games";
import type { Bilingual } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { entrantPlayers, entrants, members } from "../../db/schema";
import type { PlayerInput } from "./entrant-players";
import { federationColumn, parseEntrantCsv, playerSlots, type EntrantColumn, type EntrantRowIssue, type PlayerSlot } from "./entrant-csv";

export interface PlannedPlayer {
  slot: PlayerSlot;
  kind: "member" | "guest" | null;
  playerNumber: number | null;
  /** The member's name, or the guest's. */
  name: string | null;
  /** A guest's federation (DDV) number from the file. */
  federationNumber: string | null;
}

export interface PlannedEntrant {
  line: number;
  status: "ok" | "error";
  cells: Partial<Record<EntrantColumn, string>>;
  name: string | undefined;
  /** One per player of an entrant of the tournament's game: two for a pair, one for a single player. */
  players: PlannedPlayer[];
  checkedIn: boolean;
  errors: EntrantRowIssue[];
  warnings: EntrantRowIssue[];
  /** What register-entrant gets, for rows without errors. */
  input?: { name: string | undefined; player1: PlayerInput; player2?: PlayerInput; checkIn: boolean };
}

export interface EntrantImportPlan {
  delimiter: string;
  columns: EntrantColumn[];
  ignoredHeaders: string[];
  rows: PlannedEntrant[];
  counts: { ok: number; error: number };
  /** Hash of the text and of what the plan decided; the import must name it. */
  fingerprint: string;
}

const FIELD_ORDER: EntrantRowIssue["field"][] = ["row", "pair", "player1", "federation1", "player2", "federation2", "checkedIn"];
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/** "spielt schon in Paar 3" / "ist schon Spieler 3": where a member already plays, in the entrant's words. */
function alreadyPlays(entrant: Game["entrant"], number: number): Bilingual {
  const { noun } = entrant;
  return entrant.named
    ? { de: `spielt schon in ${noun.de} ${number}`, en: `already plays in ${noun.en} ${number}` }
    : { de: `ist schon ${noun.de} ${number}`, en: `is already ${noun.en} ${number}` };
}

export async function planEntrantImport(db: Queryable, t: { id: string; clubId: string; game: string }, csv: string): Promise<EntrantImportPlan> {
  const { entrant } = gameOf(t.game);
  const slots = playerSlots(entrant.players);
  const parsed = parseEntrantCsv(csv, entrant);
  // The whole club (a few thousand rows at most): by number, and by name to spot a member typed in as a guest.
  const clubMembers = await db
    .select({ id: members.id, playerNumber: members.playerNumber, firstName: members.firstName, lastName: members.lastName, active: members.active })
    .from(members)
    .where(eq(members.clubId, t.clubId));
  const byNumber = new Map(clubMembers.map((m) => [m.playerNumber, m]));
  const byName = new Map(clubMembers.map((m) => [memberName(m).toLocaleLowerCase("de"), m]));
  const playing = await db
    .select({ number: entrants.number, memberId: entrantPlayers.memberId, guestName: entrantPlayers.guestName })
    .from(entrantPlayers)
    .innerJoin(entrants, eq(entrants.id, entrantPlayers.entrantId))
    .where(eq(entrantPlayers.tournamentId, t.id));
  const existing = await db.select({ number: entrants.number }).from(entrants).where(eq(entrants.tournamentId, t.id));
  const entrantOf = new Map<string, number>();
  const guestOf = new Map<string, number>(); // a guest has no identity but the name: a hint, not an error
  for (const p of playing) {
    if (p.memberId) entrantOf.set(p.memberId, p.number);
    if (p.guestName) guestOf.set(p.guestName.toLocaleLowerCase("de"), p.number);
  }

  // Where each member and guest name occurs in the file, to name the other rows in the message.
  const memberLines = new Map<string, number[]>();
  const guestLines = new Map<string, number[]>();
  for (const r of parsed.rows) {
    const seen = new Set<string>(); // a member twice in one row is that row's own error
    for (const p of Object.values(r.players)) {
      if (p?.kind === "number") {
        const m = byNumber.get(p.number);
        if (m && !seen.has(m.id)) memberLines.set(m.id, [...(memberLines.get(m.id) ?? []), r.line]);
        if (m) seen.add(m.id);
      } else if (p?.kind === "guest") {
        const key = p.name.toLocaleLowerCase("de");
        guestLines.set(key, [...(guestLines.get(key) ?? []), r.line]);
      }
    }
  }

  const rows = parsed.rows.map((r): PlannedEntrant => {
    const errors = [...r.errors];
    const warnings: EntrantRowIssue[] = [];
    const issue = (list: EntrantRowIssue[], field: EntrantRowIssue["field"], text: Bilingual) => list.push({ field, ...text });
    const inputs: Partial<Record<PlayerSlot, PlayerInput>> = {};
    const players = slots.map((slot): PlannedPlayer => {
      const p = r.players[slot];
      if (!p) return { slot, kind: null, playerNumber: null, name: null, federationNumber: null };
      if (p.kind === "guest") {
        inputs[slot] = { kind: "guest", name: p.name, ...(p.federationNumber ? { federationNumber: p.federationNumber } : {}) };
        const others = (guestLines.get(p.name.toLocaleLowerCase("de")) ?? []).filter((l) => l !== r.line);
        if (others.length) {
          issue(warnings, slot, {
            de: `Ein Gast namens ${p.name} steht auch in Zeile ${others.join(", ")}. Zwei verschiedene Personen?`,
            en: `A guest named ${p.name} is also in row ${others.join(", ")}. Two different people?`,
          });
        }
        const registered = guestOf.get(p.name.toLocaleLowerCase("de"));
        if (registered !== undefined) {
          const plays = alreadyPlays(entrant, registered);
          issue(warnings, slot, {
            de: `Ein Gast namens ${p.name} ${plays.de} dieses Turniers. Zwei verschiedene Personen?`,
            en: `A guest named ${p.name} ${plays.en} of this tournament. Two different people?`,
          });
        }
        const namesake = byName.get(p.name.toLocaleLowerCase("de"));
        if (namesake) {
          issue(warnings, slot, {
            de: `${p.name} wird als Gast angemeldet; es gibt ein Mitglied dieses Namens (Nr. ${namesake.playerNumber}). Für das Mitglied die Nummer eintragen.`,
            en: `${p.name} is registered as a guest; there is a member of that name (no. ${namesake.playerNumber}). Enter the number for the member.`,
          });
        }
        return { slot, kind: "guest", playerNumber: null, name: p.name, federationNumber: p.federationNumber ?? null };
      }
      const m = byNumber.get(p.number);
      if (!m) {
        issue(errors, slot, {
          de: `Die Spielernummer ${p.number} gibt es im Verein nicht.`,
          en: `There is no player number ${p.number} in the club.`,
        });
        return { slot, kind: "member", playerNumber: p.number, name: null, federationNumber: null };
      }
      const out: PlannedPlayer = { slot, kind: "member", playerNumber: p.number, name: memberName(m), federationNumber: null };
      if (p.federationNumber) {
        issue(warnings, federationColumn[slot], {
          de: `Die DDV-Nr ${p.federationNumber} wird nur für Gäste übernommen; ${memberName(m)} (Nr. ${p.number}) trägt seine in der Mitgliederliste.`,
          en: `The federation number ${p.federationNumber} is taken for guests only; ${memberName(m)} (no. ${p.number}) carries his in the member list.`,
        });
      }
      inputs[slot] = { kind: "member", memberId: m.id };
      const entrantNumber = entrantOf.get(m.id);
      const others = (memberLines.get(m.id) ?? []).filter((l) => l !== r.line);
      if (entrantNumber !== undefined) {
        const plays = alreadyPlays(entrant, entrantNumber);
        issue(errors, slot, {
          de: `${memberName(m)} (Nr. ${p.number}) ${plays.de} dieses Turniers.`,
          en: `${memberName(m)} (no. ${p.number}) ${plays.en} of this tournament.`,
        });
      } else if (others.length) {
        issue(errors, slot, {
          de: `${memberName(m)} (Nr. ${p.number}) steht mehrfach in der Datei (auch Zeile ${others.join(", ")}).`,
          en: `${memberName(m)} (no. ${p.number}) appears more than once in the file (also row ${others.join(", ")}).`,
        });
      }
      if (!m.active) {
        issue(warnings, slot, {
          de: `${memberName(m)} (Nr. ${p.number}) ist als inaktiv geführt.`,
          en: `${memberName(m)} (no. ${p.number}) is listed as inactive.`,
        });
      }
      return out;
    });
    const { player1, player2 } = inputs;
    if (player1?.kind === "member" && player2?.kind === "member" && player1.memberId === player2.memberId) {
      issue(errors, "player2", {
        de: `Ein Paar braucht zwei verschiedene Spieler; Nr. ${players[1]?.playerNumber} steht zweimal in dieser Zeile.`,
        en: `A pair needs two different players; no. ${players[1]?.playerNumber} is in this row twice.`,
      });
    }
    errors.sort((x, y) => FIELD_ORDER.indexOf(x.field) - FIELD_ORDER.indexOf(y.field)); // as the columns read
    const checkedIn = r.checkedIn ?? false;
    const base = { line: r.line, cells: r.cells, name: r.name, players, checkedIn, errors, warnings };
    if (errors.length || !player1 || slots.some((slot) => !inputs[slot])) return { ...base, status: "error" };
    return { ...base, status: "ok", input: { name: r.name, player1, ...(player2 ? { player2 } : {}), checkIn: checkedIn } };
  });

  const counts = { ok: rows.filter((r) => r.status === "ok").length, error: rows.filter((r) => r.status === "error").length };
  // The decisions and the entrants already there (their count and highest start number decide the new numbers).
  const decisions = rows.map((r) => [r.line, r.status, JSON.stringify(r.input ?? null)].join(":"));
  const state = `${existing.length}:${Math.max(0, ...existing.map((p) => p.number))}`;
  return {
    delimiter: parsed.delimiter,
    columns: parsed.columns,
    ignoredHeaders: parsed.ignoredHeaders,
    rows,
    counts,
    fingerprint: `${sha256(csv)}.${sha256(`${state}|${decisions.join("|")}`)}`,
  };
}
