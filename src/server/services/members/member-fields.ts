// Input fields and helpers shared by the member verbs (form, quick-add and CSV import validate alike).
import { eq, max, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import type { Queryable } from "../../db";
import { members } from "../../db/schema";
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

export const playerNumberField = intField({ de: "Die Spielernummer", en: "The player number" }, 1, MAX_PLAYER_NUMBER);

/** The editable details of a member (everything but the number, which is stable). */
export const memberDetails = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: memberEmailField,
  city: memberCityField,
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
