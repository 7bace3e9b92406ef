import { eq } from "drizzle-orm";
import { z } from "zod";
import { randomSlugPart, slugify } from "@/lib/slug";
import { seasons } from "../../db/schema";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { checkSubject, createSeasonInput, toSeasonRule, toStoredWindow } from "./season-fields";

/** An organizer of the club starts a ranking list for one game. Its address is readable and not guessable, like a
 * tournament's. */
export async function createSeason({ ctx, input }: ServiceCall<z.infer<typeof createSeasonInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  checkSubject(input.game, input.subject, input.value);
  const rule = toSeasonRule(input.rule);
  const window = toStoredWindow(input.window);
  return ctx.db.transaction(async (tx) => {
    const base = slugify(input.name);
    let slug = `${base}-${randomSlugPart()}`;
    while ((await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.slug, slug))).length > 0) slug = `${base}-${randomSlugPart()}`;
    const [row] = await tx
      .insert(seasons)
      .values({ clubId: input.clubId, slug, name: input.name, game: input.game, subject: input.subject, value: input.value, rule, window })
      .returning();
    return row!;
  });
}
