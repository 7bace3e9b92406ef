import { asc, eq } from "drizzle-orm";
import { clubOrganizers, clubs } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";

/** The clubs the caller runs, with their role in each. */
export async function listMyClubs({ ctx }: ServiceCall<void>) {
  const user = requireUser(ctx);
  return ctx.db
    .select({ id: clubs.id, name: clubs.name, slug: clubs.slug, city: clubs.city, role: clubOrganizers.role })
    .from(clubOrganizers)
    .innerJoin(clubs, eq(clubs.id, clubOrganizers.clubId))
    .where(eq(clubOrganizers.userId, user.id))
    .orderBy(asc(clubs.name));
}
