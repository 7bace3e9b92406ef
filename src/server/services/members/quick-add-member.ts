import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { DomainError } from "../../errors";
import { requireClubRole } from "../_shared/access";
import type { ServiceCall } from "../_shared/context";
import { createMember } from "./create-member";
import { firstNameField, lastNameField } from "./member-fields";
import { splitFullName } from "./member-name";
import { idField, textField } from "../_shared/schemas";

export const quickAddMemberInput = z.object({
  clubId: idField,
  fullName: textField({ de: "Der Name", en: "The name" })
    .trim()
    .min(1, bi("Bitte Vor- und Nachname eingeben.", "Please enter first and last name."))
    .max(200, bi("Der Name darf höchstens 200 Zeichen haben.", "The name may have at most 200 characters.")),
});

const badName = (de: string, en: string) => new DomainError("BAD_REQUEST", de, en, "fullName");

/** A late arrival at the venue: one field "Vorname Nachname", the next free number, nothing else. */
export async function quickAddMember({ ctx, input }: ServiceCall<z.infer<typeof quickAddMemberInput>>) {
  await requireClubRole(ctx.db, ctx, input.clubId);
  const parts = splitFullName(input.fullName);
  if (!parts) {
    throw badName(
      "Bitte Vor- und Nachname eingeben, z. B. „Anna Schmidt“.",
      "Please enter first and last name, e.g. “Anna Schmidt”.",
    );
  }
  // Both parts obey the same limits as the full form, but the error belongs to the one field shown.
  for (const field of [firstNameField.safeParse(parts.firstName), lastNameField.safeParse(parts.lastName)]) {
    if (!field.success) throw badName("Der Name ist zu lang.", "The name is too long.");
  }
  return createMember({ ctx, input: { clubId: input.clubId, ...parts } });
}
