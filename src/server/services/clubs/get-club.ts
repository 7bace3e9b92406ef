import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { clubOrganizers, clubs, users } from "../../db/schema";
import { notFound } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { idField } from "../_shared/schemas";

export const getClubInput = z.object({ clubId: idField });

/** A club with its organizers, for its owners and organizers only. */
export async function getClub({ ctx, input }: ServiceCall<z.infer<typeof getClubInput>>) {
  const myRole = await requireClubRole(ctx.db, ctx, input.clubId);
  const [club] = await ctx.db.select().from(clubs).where(eq(clubs.id, input.clubId));
  if (!club) throw notFound({ de: "Der Verein", en: "The club" });
  const organizers = await ctx.db
    .select({ userId: users.id, name: users.name, email: users.email, role: clubOrganizers.role })
    .from(clubOrganizers)
    .innerJoin(users, eq(users.id, clubOrganizers.userId))
    .where(eq(clubOrganizers.clubId, input.clubId))
    .orderBy(asc(users.name));
  return { ...club, myRole, organizers };
}
