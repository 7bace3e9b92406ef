import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema";
import { DomainError, notFound } from "../../errors";
import { requireAdmin } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const setUserDisabledInput = z.object({ userId: idField, disabled: z.boolean() });

/** The administrator disables or re-enables an account; a disabled account loses access on its next request,
 * and its sessions stay ended when it is enabled again (a fresh sign-in is needed). */
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
    .set(
      input.disabled
        ? // Its sessions end for good: enabling the account again later does not bring old tokens back.
          { disabledAt: new Date(), sessionVersion: sql`${users.sessionVersion} + 1` }
        : { disabledAt: null },
    )
    .where(eq(users.id, input.userId))
    .returning({ id: users.id, disabledAt: users.disabledAt });
  if (!row) throw notFound({ de: "Das Konto", en: "The account" });
  return row;
}
