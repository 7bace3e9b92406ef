// The players of an entrant, as the verbs register-entrant and update-entrant take them (a member of the
// tournament's club, or a guest known by name and, optionally, his federation number), stored as rows of
// entrant_players and read back named. Checked here so both verbs refuse the same things.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { gameOf } from "@/games";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { entrantPlayers, entrants, members } from "../../db/schema";
import { DomainError } from "../../errors";
import { idField, textField } from "../_shared/schemas";
import { federationKey, federationNumberField } from "../members/member-fields";

export const playerField = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("member"), memberId: idField }),
  z.object({
    kind: z.literal("guest"),
    name: textField({ de: "Der Name des Gastes", en: "The guest's name" })
      .trim()
      .min(2, bi("Der Name des Gastes braucht mindestens 2 Zeichen.", "The guest's name needs at least 2 characters."))
      .max(100, bi("Der Name des Gastes darf höchstens 100 Zeichen haben.", "The guest's name may have at most 100 characters.")),
    /** A player of another club: his federation (DDV) number makes him the same person in every club's season. */
    federationNumber: federationNumberField,
  }),
]);
export type PlayerInput = z.infer<typeof playerField>;

export const pairNameField = textField({ de: "Der Paarname", en: "The pair name" })
  .trim()
  .max(60, bi("Der Paarname darf höchstens 60 Zeichen haben.", "The pair name may have at most 60 characters."))
  .optional();

/** The entrant_players rows of an entrant's players, position 1 first. */
function playerRows(tournamentId: string, entrantId: string, players: readonly PlayerInput[]) {
  return players.map((p, i) => ({
    entrantId,
    tournamentId,
    position: i + 1,
    memberId: p.kind === "member" ? p.memberId : null,
    guestName: p.kind === "guest" ? p.name : null,
    guestFederationNumber: p.kind === "guest" ? p.federationNumber || null : null,
  }));
}

/** Stores an entrant's players, replacing those it had (register and update). */
export async function savePlayers(tx: Queryable, tournamentId: string, entrantId: string, players: readonly PlayerInput[]) {
  await tx.delete(entrantPlayers).where(eq(entrantPlayers.entrantId, entrantId));
  await tx.insert(entrantPlayers).values(playerRows(tournamentId, entrantId, players));
}

/** The players an entrant of this game has, from the verbs' player1 and player2: a Klammern pair both, a
 * Doppelkopf player only player1. */
export function entrantPlayersOf(game: string, input: { player1: PlayerInput; player2?: PlayerInput | undefined }): PlayerInput[] {
  const g = gameOf(game);
  const given = input.player2 ? 2 : 1;
  if (given < g.entrant.players)
    throw new DomainError("BAD_REQUEST", "Ein Paar braucht zwei Spieler.", "A pair needs two players.", "player2");
  if (given > g.entrant.players)
    throw new DomainError(
      "BAD_REQUEST",
      `Beim ${g.name.de} spielt jeder für sich: bitte nur einen Spieler angeben.`,
      `In ${g.name.en} everyone plays alone: please name one player only.`,
      "player2",
    );
  return input.player2 ? [input.player1, input.player2] : [input.player1];
}

/** Refuses members of another club, the same member twice, a member who already plays for another entrant of this
 * tournament (`exceptEntrantId`: the entrant being edited), and a federation number twice in the tournament. */
export async function checkPlayers(
  db: Queryable,
  t: { id: string; clubId: string; game: string },
  players: readonly PlayerInput[],
  exceptEntrantId?: string,
): Promise<void> {
  const [p1, p2] = players;
  const byField = Object.fromEntries(players.map((p, i) => [`player${i + 1}`, p]));
  if (p1?.kind === "member" && p2?.kind === "member" && p1.memberId === p2.memberId) {
    throw new DomainError(
      "BAD_REQUEST",
      "Ein Paar braucht zwei verschiedene Spieler.",
      "A pair needs two different players.",
      "player2",
    );
  }
  const { noun } = gameOf(t.game).entrant;
  /** Each new player's federation number (a guest's as typed, a member's as the club keeps it), by its field. */
  const federation: { field: string; key: string }[] = [];
  for (const [field, p] of Object.entries(byField)) {
    if (p.kind !== "member") {
      const key = federationKey(p.federationNumber);
      if (key) federation.push({ field: `${field}.federationNumber`, key });
      continue;
    }
    const [m] = await db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, federationNumber: members.federationNumber })
      .from(members)
      .where(and(eq(members.id, p.memberId), eq(members.clubId, t.clubId)));
    if (!m) {
      throw new DomainError("BAD_REQUEST", "Kein Mitglied dieses Vereins.", "Not a member of this club.", field);
    }
    const [other] = await db
      .select({ number: entrants.number })
      .from(entrantPlayers)
      .innerJoin(entrants, eq(entrants.id, entrantPlayers.entrantId))
      .where(
        and(
          eq(entrantPlayers.tournamentId, t.id),
          eq(entrantPlayers.memberId, m.id),
          exceptEntrantId ? ne(entrantPlayers.entrantId, exceptEntrantId) : undefined,
        ),
      );
    if (other) {
      throw new DomainError(
        "BAD_REQUEST",
        `${m.firstName} ${m.lastName} ist schon gemeldet: ${noun.de} ${other.number}.`,
        `${m.firstName} ${m.lastName} is already registered: ${noun.en} ${other.number}.`,
        field,
      );
    }
    const key = federationKey(m.federationNumber);
    if (key) federation.push({ field, key });
  }
  await checkFederationNumbers(db, t, federation, exceptEntrantId);
}

/** A federation number is one person (season-input.ts keys him by it): two players of one tournament carrying the
 * same one would be one row that played against itself, which a season refuses (src/seasons/collect.ts). */
async function checkFederationNumbers(
  db: Queryable,
  t: { id: string; game: string },
  federation: readonly { field: string; key: string }[],
  exceptEntrantId?: string,
): Promise<void> {
  if (federation.length === 0) return;
  const [first, second] = federation;
  if (first && second && first.key === second.key) {
    throw new DomainError(
      "BAD_REQUEST",
      `Ein Paar braucht zwei verschiedene Spieler; beide tragen die DDV-Nummer ${second.key}.`,
      `A pair needs two different players; both carry the federation number ${second.key}.`,
      second.field,
    );
  }
  const stored = sql<string | null>`upper(trim(coalesce(${members.federationNumber}, ${entrantPlayers.guestFederationNumber})))`;
  const holders = await db
    .select({
      key: stored,
      number: entrants.number,
      guestName: entrantPlayers.guestName,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(entrantPlayers)
    .innerJoin(entrants, eq(entrants.id, entrantPlayers.entrantId))
    .leftJoin(members, eq(members.id, entrantPlayers.memberId))
    .where(
      and(
        eq(entrantPlayers.tournamentId, t.id),
        inArray(stored, federation.map((f) => f.key)),
        exceptEntrantId ? ne(entrantPlayers.entrantId, exceptEntrantId) : undefined,
      ),
    );
  const { noun } = gameOf(t.game).entrant;
  for (const f of federation) {
    const holder = holders.find((h) => h.key === f.key);
    if (!holder) continue;
    const name = holder.guestName ?? `${holder.firstName} ${holder.lastName}`;
    throw new DomainError(
      "BAD_REQUEST",
      `Die DDV-Nummer ${f.key} hat schon ${name} (${noun.de} ${holder.number}) in diesem Turnier.`,
      `The federation number ${f.key} already belongs to ${name} (${noun.en} ${holder.number}) in this tournament.`,
      f.field,
    );
  }
}

export interface PlayerView {
  memberId: string | null;
  playerNumber: number | null;
  name: string;
  guest: boolean;
}

/** The named players of a tournament's entrants (or of one entrant), by entrant id, position 1 first. Only
 * names and player numbers: never a member's email or other private field. */
export async function loadPlayers(db: Queryable, where: { tournamentId: string } | { entrantId: string }) {
  const rows = await db
    .select({
      entrantId: entrantPlayers.entrantId,
      memberId: entrantPlayers.memberId,
      guestName: entrantPlayers.guestName,
      firstName: members.firstName,
      lastName: members.lastName,
      playerNumber: members.playerNumber,
    })
    .from(entrantPlayers)
    .leftJoin(members, eq(members.id, entrantPlayers.memberId))
    .where("entrantId" in where ? eq(entrantPlayers.entrantId, where.entrantId) : eq(entrantPlayers.tournamentId, where.tournamentId))
    .orderBy(asc(entrantPlayers.entrantId), asc(entrantPlayers.position));
  const byEntrant = new Map<string, PlayerView[]>();
  for (const r of rows) {
    const view: PlayerView = r.memberId
      ? { memberId: r.memberId, playerNumber: r.playerNumber, name: `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim(), guest: false }
      : { memberId: null, playerNumber: null, name: r.guestName ?? "?", guest: true };
    const list = byEntrant.get(r.entrantId);
    if (list) list.push(view);
    else byEntrant.set(r.entrantId, [view]);
  }
  return byEntrant;
}
