import { count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "../auth/password";
import { users } from "../db/schema";
import { DomainError } from "../errors";
import type { ServiceCall, SessionUser } from "./context";
import { emailField, nameField, passwordField } from "./schemas";

export const signUpInput = z.object({
  email: emailField,
  name: nameField("Der Name", "The name"),
  password: passwordField,
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** Serialises sign-ups so that exactly one account can become the first one (the administrator). */
const FIRST_ACCOUNT_LOCK = 7_204_117_002;

/** Creates an organizer account; the first account signed up on the installation becomes the administrator. */
export async function signUp({ ctx, input }: ServiceCall<SignUpInput>): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password); // slow on purpose: outside the transaction
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(users).where(sql`${users.email} = ${input.email}`);
    if (existing && existing.n > 0) {
      throw new DomainError(
        "CONFLICT",
        "Für diese E-Mail-Adresse gibt es schon ein Konto.",
        "An account with this email address already exists.",
        "email",
      );
    }
    // The demo organizer is no administrator, so the first person to sign up still becomes one.
    const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, "admin"));
    const role = admins && admins.n > 0 ? "organizer" : "admin";
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, role })
      .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
    return user!;
  });
}
