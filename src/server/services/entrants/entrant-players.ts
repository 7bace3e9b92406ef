// The two players of a pair, as the verbs register-entrant and update-entrant take them: a member of the
// tournament's club, or a guest known by name only. Checked here so both verbs refuse the same things.
import { and, eq, inArray, ne, or } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { entrants, members } from "../../db/schema";
import { DomainError } from "../../errors";
import { idField, textField } from "../_shared/schemas";

export const playerField = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("member"), memberId: idField }),
  z.object({
    kind: z.literal("guest"),
    name: textField({ de: "Der Name des Gastes", en: "The guest's name" })
      .trim()
      .min(2, bi("Der Name des Gastes braucht mindestens 2 Zeichen.", "The guest's name needs at least 2 characters."))
      .max(100, bi("Der Name des Gastes darf höchstens 100 Zeichen haben.", "The guest's name may have at most 100 characters.")),
  }),
]);
export type PlayerInput = z.infer<typeof playerField>;

export const pairNameField = textField({ de: "Der Paarname", en: "The pair name" })
  .trim()
  .max(60, bi("Der Paarname darf höchstens 60 Zeichen haben.", "The pair name may have at most 60 characters."))
  .optional();

/** Column values for the two players. */
export function playerColumns(p1: PlayerInput, p2: PlayerInput) {
  return {
    player1MemberId: p1.kind === "member" ? p1.memberId : null,
    player1Guest: p1.kind === "guest" ? p1.name : null,
    player2MemberId: p2.kind === "member" ? p2.memberId : null,
    player2Guest: p2.kind === "guest" ? p2.name : null,
  };
}

/** Refuses members of another club, the same member twice, and a member who already plays in another pair
 * of this tournament (`exceptEntrantId`: the pair being edited). */
export async function checkPlayers(
  db: Queryable,
  t: { id: string; clubId: string },
  p1: PlayerInput,
  p2: PlayerInput,
  exceptEntrantId?: string,
): Promise<void> {
  const byField = { player1: p1, player2: p2 };
  if (p1.kind === "member" && p2.kind === "member" && p1.memberId === p2.memberId) {
    throw new DomainError(
      "BAD_REQUEST",
      "Ein Paar braucht zwei verschiedene Spieler.",
      "A pair needs two different players.",
      "player2",
    );
  }
  for (const [field, p] of Object.entries(byField)) {
    if (p.kind !== "member") continue;
    const [m] = await db
      .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(and(eq(members.id, p.memberId), eq(members.clubId, t.clubId)));
    if (!m) {
      throw new DomainError("BAD_REQUEST", "Kein Mitglied dieses Vereins.", "Not a member of this club.", field);
    }
    const [other] = await db
      .select({ number: entrants.number })
      .from(entrants)
      .where(
        and(
          eq(entrants.tournamentId, t.id),
          or(eq(entrants.player1MemberId, m.id), eq(entrants.player2MemberId, m.id)),
          exceptEntrantId ? ne(entrants.id, exceptEntrantId) : undefined,
        ),
      );
    if (other) {
      throw new DomainError(
        "BAD_REQUEST",
        `${m.firstName} ${m.lastName} spielt schon in Paar ${other.number}.`,
        `${m.firstName} ${m.lastName} already plays in pair ${other.number}.`,
        field,
      );
    }
  }
}

/** Display names of members by id (guests are named in the row itself). */
export async function memberNames(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; playerNumber: number }>();
  const rows = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, playerNumber: members.playerNumber })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`, playerNumber: r.playerNumber }]));
}

export interface PlayerView {
  memberId: string | null;
  playerNumber: number | null;
  name: string;
  guest: boolean;
}

/** The two players of an entrant row, named. */
export function playersOf(
  row: { player1MemberId: string | null; player1Guest: string | null; player2MemberId: string | null; player2Guest: string | null },
  names: Map<string, { name: string; playerNumber: number }>,
): [PlayerView, PlayerView] {
  const one = (memberId: string | null, guest: string | null): PlayerView => {
    const m = memberId ? names.get(memberId) : undefined;
    return { memberId, playerNumber: m?.playerNumber ?? null, name: m?.name ?? guest ?? "?", guest: !memberId };
  };
  return [one(row.player1MemberId, row.player1Guest), one(row.player2MemberId, row.player2Guest)];
}
