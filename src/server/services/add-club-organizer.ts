import { eq } from "drizzle-orm";
import { z } from "zod";
import { clubOrganizers, clubRoles, users } from "../db/schema";
import { DomainError } from "../errors";
import { requireClubRole } from "./access";
import type { ServiceCall } from "./context";
import { emailField, idField } from "./schemas";

export const addClubOrganizerInput = z.object({
  clubId: idField,
  email: emailField,
  role: z.enum(clubRoles),
});

/** An owner adds an existing account as owner or organizer of the club (or changes its role). */
export async function addClubOrganizer({ ctx, input }: ServiceCall<z.infer<typeof addClubOrganizerInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId, ["owner"]);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!user) {
    throw new DomainError(
      "BAD_REQUEST",
      "Unter dieser E-Mail-Adresse gibt es kein Konto. Die Person muss sich zuerst registrieren.",
      "There is no account with this email address. The person has to sign up first.",
      "email",
    );
  }
  await ctx.db
    .insert(clubOrganizers)
    .values({ clubId: input.clubId, userId: user.id, role: input.role })
    .onConflictDoUpdate({ target: [clubOrganizers.clubId, clubOrganizers.userId], set: { role: input.role } });
  return { userId: user.id, role: input.role };
}
