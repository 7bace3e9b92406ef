import { like } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { slugify } from "@/lib/slug";
import { clubOrganizers, clubs } from "../../db/schema";
import { requireUser } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { nameField, textField } from "../_shared/schemas";

export const createClubInput = z.object({
  name: nameField("Der Vereinsname", "The club name"),
  city: textField({ de: "Der Ort", en: "The city" })
    .trim()
    .max(100, bi("Der Ort darf höchstens 100 Zeichen haben.", "The city may have at most 100 characters."))
    .optional(),
});

/** An organizer creates a club and becomes its owner. */
export async function createClub({ ctx, input }: ServiceCall<z.infer<typeof createClubInput>>) {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const base = slugify(input.name);
    const taken = new Set(
      (await tx.select({ slug: clubs.slug }).from(clubs).where(like(clubs.slug, `${base}%`))).map((r) => r.slug),
    );
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    const [club] = await tx
      .insert(clubs)
      .values({ name: input.name, city: input.city || null, slug })
      .returning();
    await tx.insert(clubOrganizers).values({ clubId: club!.id, userId: user.id, role: "owner" });
    return club!;
  });
}
