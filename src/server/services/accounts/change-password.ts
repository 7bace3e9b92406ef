import { and, count, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { hashPassword, verifyPassword } from "../../auth/password";
import { authFailures, users } from "../../db/schema";
import { DomainError } from "../../errors";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { passwordField, textField } from "../_shared/schemas";

/** Wrong current passwords allowed per account and window: a stolen session must not become a way to guess
 * the password itself (which would outlive the session). */
export const PASSWORD_CHANGE_LIMITS = { windowMinutes: 15, failures: 5 };

/** The auth_failures key of an account's wrong current passwords: apart from its sign-in failures (keyed by
 * email), so that strangers' wrong sign-ins cannot block the owner's password change. */
const failureKey = (userId: string) => `password-change:${userId}`;

export const changePasswordInput = z
  .object({
    currentPassword: textField({ de: "Das bisherige Passwort", en: "The current password" })
      .min(1, bi("Bitte das bisherige Passwort angeben.", "Please enter your current password."))
      .max(200, bi("Das bisherige Passwort ist falsch.", "The current password is wrong.")),
    newPassword: passwordField,
    newPasswordRepeat: textField({ de: "Die Wiederholung", en: "The repetition" }),
  })
  .refine((i) => i.newPassword === i.newPasswordRepeat, {
    path: ["newPasswordRepeat"],
    message: bi("Die beiden neuen Passwörter stimmen nicht überein.", "The two new passwords do not match."),
  })
  .refine((i) => i.newPassword !== i.currentPassword, {
    path: ["newPassword"],
    message: bi(
      "Das neue Passwort muss sich vom bisherigen unterscheiden.",
      "The new password must differ from the current one.",
    ),
  });

/** The signed-in organizer changes their password. Every session of the account ends (the version rises);
 * the browser that made the change signs in again with the new password to keep going. */
export async function changePassword({ ctx, input }: ServiceCall<z.infer<typeof changePasswordInput>>) {
  const user = requireUser(ctx);
  const oldHash = await checkCurrentPassword(ctx, user.id, input.currentPassword);
  const newHash = await hashPassword(input.newPassword); // slow on purpose: outside any transaction
  const changed = await ctx.db
    .update(users)
    .set({ passwordHash: newHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    // Only over the hash just verified: two changes at once cannot both win.
    .where(and(eq(users.id, user.id), eq(users.passwordHash, oldHash)))
    .returning({ id: users.id });
  if (changed.length === 0) {
    throw new DomainError(
      "CONFLICT",
      "Das Passwort wurde inzwischen anderswo geändert. Bitte neu anmelden.",
      "The password was changed elsewhere in the meantime. Please sign in again.",
      "currentPassword",
    );
  }
  await ctx.db.delete(authFailures).where(eq(authFailures.account, failureKey(user.id)));
  return { changed: true as const };
}

/** Verifies the current password under a per-account lock, so parallel guesses cannot overrun the limit;
 * a wrong one is recorded (committed) before the error is thrown. Returns the verified hash. */
async function checkCurrentPassword(
  ctx: ServiceCall<unknown>["ctx"],
  userId: string,
  password: string,
): Promise<string> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${failureKey(userId)}))`);
    const since = sql`now() - make_interval(mins => ${PASSWORD_CHANGE_LIMITS.windowMinutes})`;
    const [failed] = await tx
      .select({ n: count() })
      .from(authFailures)
      .where(and(eq(authFailures.account, failureKey(userId)), gt(authFailures.at, since)));
    if ((failed?.n ?? 0) >= PASSWORD_CHANGE_LIMITS.failures) return { kind: "limited" as const };
    const [row] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (row && (await verifyPassword(row.hash, password))) return { kind: "ok" as const, hash: row.hash };
    // The address is recorded too, so a guessing address also meets the sign-in limit per address.
    await tx.insert(authFailures).values({ account: failureKey(userId), address: ctx.clientAddress });
    return { kind: "wrong" as const };
  });
  if (outcome.kind === "ok") return outcome.hash;
  if (outcome.kind === "limited") {
    throw new DomainError(
      "TOO_MANY_REQUESTS",
      `Zu viele falsche Versuche. Bitte in ${PASSWORD_CHANGE_LIMITS.windowMinutes} Minuten erneut versuchen.`,
      `Too many wrong attempts. Please try again in ${PASSWORD_CHANGE_LIMITS.windowMinutes} minutes.`,
      "currentPassword",
    );
  }
  throw new DomainError(
    "BAD_REQUEST",
    "Das bisherige Passwort ist falsch.",
    "The current password is wrong.",
    "currentPassword",
  );
}
