// The setup code that the first account (the administrator) must give at sign-up, so that on an open network
// the first stranger to find the page does not take over the installation. It comes from SETUP_CODE or is
// generated once per database, kept in app_settings (so every app server knows the same one), printed by
// `npm start` while no administrator exists, and deleted when the administrator has signed up.
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db";
import { appSettings, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { randomCodeChars } from "../rounds/table-code-format";

const KEY = "setup_code";

export async function adminExists(db: Queryable): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return Boolean(admin);
}

/** The code to print at start, or null once an administrator exists. `fromEnv` (SETUP_CODE) replaces a
 * generated one. */
export async function ensureSetupCode(db: Queryable, fromEnv?: string): Promise<string | null> {
  if (await adminExists(db)) return null;
  if (fromEnv) {
    await db
      .insert(appSettings)
      .values({ key: KEY, value: { code: fromEnv } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { code: fromEnv }, updatedAt: new Date() } });
    return fromEnv;
  }
  // 12 characters of Crockford's base 32: 60 random bits, shown as XXXX-XXXX-XXXX.
  const generated = randomCodeChars(12).replace(/(.{4})(?=.)/g, "$1-");
  await db.insert(appSettings).values({ key: KEY, value: { code: generated } }).onConflictDoNothing();
  return storedCode(db); // another app server may have stored its own first
}

async function storedCode(db: Queryable): Promise<string | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  const code = (row?.value as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && code ? code : null;
}

/** Case, spaces and dashes do not matter: the code is read off a console and typed by hand. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();
const digest = (code: string) => createHash("sha256").update(normalized(code)).digest();

export async function setupCodeMatches(db: Queryable, given: string | undefined): Promise<boolean> {
  const stored = await storedCode(db);
  if (!stored || !given) return false;
  return timingSafeEqual(digest(stored), digest(given));
}

export async function clearSetupCode(db: Queryable): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, KEY));
}

export const wrongSetupCode = (given: string | undefined) =>
  given
    ? new DomainError(
        "BAD_REQUEST",
        "Der Einrichtungscode stimmt nicht. Er steht in der Konsole, in der der Server gestartet wurde (oder in SETUP_CODE).",
        "The setup code is wrong. It is shown in the console where the server was started (or set in SETUP_CODE).",
        "setupCode",
      )
    : new DomainError(
        "BAD_REQUEST",
        "Das erste Konto wird Administrator und braucht den Einrichtungscode aus der Server-Konsole (oder aus SETUP_CODE).",
        "The first account becomes administrator and needs the setup code from the server console (or from SETUP_CODE).",
        "setupCode",
      );
