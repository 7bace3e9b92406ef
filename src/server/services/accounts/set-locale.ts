// The signed-in user's UI language, kept on the account so it follows the user to another browser.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { users } from "../../db/schema";
import { forbidden } from "../../errors";
import type { ServiceCall } from "../_shared/context";

export const setLocaleInput = z.object({
  locale: z.enum(["de", "en"], { error: bi("Diese Sprache gibt es nicht.", "This language is not available.") }),
});

export async function setLocale({ ctx, input }: ServiceCall<z.infer<typeof setLocaleInput>>): Promise<void> {
  if (!ctx.user) throw forbidden();
  await ctx.db.update(users).set({ locale: input.locale }).where(eq(users.id, ctx.user.id));
}
