// Input fields and helpers shared by the member verbs (form, quick-add and CSV import validate alike).
import { and, eq, max, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { alias } from "drizzle-orm/pg-core";
import { entrantPlayers, members, tournaments } from "../../db/schema";
import { DomainError } from "../../errors";
import { intField, textField } from "../_shared/schemas";

/** Highest player number we accept: five digits fit on a table card and in any club. */
export const MAX_PLAYER_NUMBER = 99_999;

const personName = (de: string, en: string) =>
  textField({ de, en })
    .trim()
    .min(1, bi(`${de} fehlt.`, `${en} is missing.`))
    .max(100, bi(`${de} darf höchstens 100 Zeichen haben.`, `${en} may have at most 100 characters.`));

export const firstNameField = personName("Der Vorname", "The first name");
export const lastNameField = personName("Der Nachname", "The last name");

/** Optional e-mail: an empty string means "none". */
export const memberEmailField = textField({ de: "Die E-Mail-Adresse", en: "The email address" })
  .trim()
  .toLowerCase()
  .max(200, bi("Die E-Mail-Adresse ist zu lang.", "The email address is too long."))
  .pipe(
    z.union([
      z.literal(""),
      z.email(bi("Die E-Mail-Adresse ist ungültig.", "The email address is not valid.")),
    ]),
  )
  .optional();

export const memberCityField = textField({ de: "Der Ort", en: "The city" })
  .trim()
  .max(100, bi("Der Ort darf höchstens 100 Zeichen haben.", "The city may have at most 100 characters."))
  .optional();

/** The player's number with the federation (DDV), optional: it makes him the same person in every club's season
 * (season-input.ts keys him by it, trimmed and upper-cased). An empty string means "none". */
export const MAX_FEDERATION_NUMBER = 20;
export const federationNumberField = textField({ de: "Die DDV-/Verbandsnummer", en: "The federation (DDV) number" })
  .trim()
  .max(
    MAX_FEDERATION_NUMBER,
    bi(
      `Die DDV-/Verbandsnummer darf höchstens ${MAX_FEDERATION_NUMBER} Zeichen haben.`,
      `The federation (DDV) number may have at most ${MAX_FEDERATION_NUMBER} characters.`,
    ),
  )
  .regex(
    /^[A-Za-z0-9-]*$/,
    bi(
      "Die DDV-/Verbandsnummer darf nur Buchstaben (A–Z), Ziffern und Bindestriche enthalten.",
      "The federation (DDV) number may contain only letters (A–Z), digits and hyphens.",
    ),
  )
  .optional();

/** Two spellings of one federation number ("ddv-12 " and "DDV-12") are the same person, as the season sees it. */
export const federationKey = (n: string | null | undefined) => n?.trim().toUpperCase() || null;

export const playerNumberField = intField({ de: "Die Spielernummer", en: "The player number" }, 1, MAX_PLAYER_NUMBER);

/** The editable details of a member (everything but the number, which is stable). */
export const memberDetails = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: memberEmailField,
  city: memberCityField,
  federationNumber: federationNumberField,
});

/** Empty optional strings are stored as null. */
export const orNull = (s: string | undefined) => (s ? s : null);

export const numberTaken = (n?: number) =>
  new DomainError(
    "CONFLICT",
    n ? `Die Spielernummer ${n} ist in diesem Verein schon vergeben.` : "Diese Spielernummer wurde gerade vergeben. Bitte erneut versuchen.",
    n ? `Player number ${n} is already taken in this club.` : "This player number was just taken. Please try again.",
    "playerNumber",
  );

/** True when `error` (or a cause of it, as drizzle wraps driver errors) is the violation of the unique
 * (club, player number) index: the database's last word when two writers pick the same number. */
export function isNumberTakenViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === "members_club_number_unique" || message?.includes("members_club_number_unique"))) {
      return true;
    }
  }
  return false;
}

/** Refuses a federation number another member of the club already carries: one person is one member of a club,
 * and a season would see the two as one (a key twice in one event is an error there, src/seasons/collect.ts). */
export async function checkFederationNumberFree(tx: Queryable, clubId: string, federationNumber: string | null | undefined, exceptMemberId?: string) {
  const key = federationKey(federationNumber);
  if (!key) return;
  const [holder] = await tx
    .select({ playerNumber: members.playerNumber, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        sql`upper(trim(${members.federationNumber})) = ${key}`,
        exceptMemberId ? ne(members.id, exceptMemberId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw federationNumberTaken(key, holder);
}

export const federationNumberTaken = (n: string, holder: { playerNumber: number; firstName: string; lastName: string }) =>
  new DomainError(
    "CONFLICT",
    `Die DDV-/Verbandsnummer ${n} hat schon ${holder.firstName} ${holder.lastName} (Nr. ${holder.playerNumber}).`,
    `The federation (DDV) number ${n} already belongs to ${holder.firstName} ${holder.lastName} (no. ${holder.playerNumber}).`,
    "federationNumber",
  );

/** The guest of a tournament the member plays in who carries this federation number, if any: given to the member,
 * the number would make the two one person twice in that tournament. */
export async function guestWithFederationNumber(db: Queryable, memberId: string, federationNumber: string | null | undefined) {
  const key = federationKey(federationNumber);
  if (!key) return null;
  const own = alias(entrantPlayers, "own");
  const [guest] = await db
    .select({ name: entrantPlayers.guestName, tournament: tournaments.name })
    .from(entrantPlayers)
    .innerJoin(own, and(eq(own.tournamentId, entrantPlayers.tournamentId), eq(own.memberId, memberId)))
    .innerJoin(tournaments, eq(tournaments.id, entrantPlayers.tournamentId))
    .where(sql`upper(trim(${entrantPlayers.guestFederationNumber})) = ${key}`)
    .limit(1);
  return guest ? { key, name: guest.name ?? "?", tournament: guest.tournament } : null;
}

export const federationNumberOfGuest = (guest: { key: string; name: string; tournament: string }) => ({
  de: `Die DDV-/Verbandsnummer ${guest.key} hat der Gast ${guest.name} im Turnier „${guest.tournament}“, in dem dieses Mitglied mitspielt.`,
  en: `The federation (DDV) number ${guest.key} belongs to the guest ${guest.name} in the tournament “${guest.tournament}”, in which this member plays.`,
});

/** Namespace for the per-club advisory lock (the second key is a hash of the club id). */
const NUMBER_LOCK_NAMESPACE = 72_041_105;

/** Serialises the assignment of player numbers within one club until the transaction ends, so that
 * concurrent creates and imports each see the others' numbers (max + 1 stays free). */
export async function lockClubNumbers(tx: Queryable, clubId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK_NAMESPACE}, hashtext(${clubId}))`);
}

/** The highest player number the club ever gave (deactivated members keep theirs), 0 for none. */
export async function maxPlayerNumber(tx: Queryable, clubId: string): Promise<number> {
  const [row] = await tx.select({ n: max(members.playerNumber) }).from(members).where(eq(members.clubId, clubId));
  return row?.n ?? 0;
}
