import { asc } from "drizzle-orm";
import { users } from "../../db/schema";
import { requireAdmin } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";

/** All accounts, for the administrator. */
export async function listUsers({ ctx }: ServiceCall<void>) {
  requireAdmin(ctx);
  return ctx.db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .orderBy(asc(users.createdAt));
}
