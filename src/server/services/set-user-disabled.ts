import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import { DomainError, notFound } from "../errors";
import { requireAdmin } from "./access";
import type { ServiceCall } from "./context";
import { idField } from "./schemas";

export const setUserDisabledInput = z.object({ userId: idField, disabled: z.boolean() });

/** The administrator disables or re-enables an account; a disabled account loses access on its next request. */
export async function setUserDisabled({ ctx, input }: ServiceCall<z.infer<typeof setUserDisabledInput>>) {
  const admin = requireAdmin(ctx);
  if (input.userId === admin.id) {
    throw new DomainError(
      "BAD_REQUEST",
      "Sie können Ihr eigenes Konto nicht sperren.",
      "You cannot disable your own account.",
      "userId",
    );
  }
  const [row] = await ctx.db
    .update(users)
    .set({ disabledAt: input.disabled ? new Date() : null })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id, disabledAt: users.disabledAt });
  if (!row) throw notFound({ de: "Das Konto", en: "The account" });
  return row;
}
