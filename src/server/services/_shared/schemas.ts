// Input building blocks shared by several verbs, with bilingual messages. The rules every field shares live in
// src/lib/input-fields.ts (pure, so the games' format schemas use them too).
import { z } from "zod";
import { bi } from "@/lib/bilingual";
import { INT32_MAX, textField } from "@/lib/input-fields";

export { ANY_FIELD, INT32_MAX, intField, jsonObjectField, textField, type FieldLabel } from "@/lib/input-fields";

// ---- Fields used by several verbs ----

export const emailField = textField({ de: "Die E-Mail-Adresse", en: "The email address" })
  .max(254, bi("Die E-Mail-Adresse ist zu lang.", "The email address is too long."))
  .trim()
  .toLowerCase()
  .pipe(z.email(bi("Bitte eine gültige E-Mail-Adresse angeben.", "Please enter a valid email address.")));

export const passwordField = textField({ de: "Das Passwort", en: "The password" })
  .min(10, bi("Das Passwort braucht mindestens 10 Zeichen.", "The password needs at least 10 characters."))
  .max(200, bi("Das Passwort darf höchstens 200 Zeichen haben.", "The password may have at most 200 characters."));

export const nameField = (de: string, en: string) =>
  textField({ de, en })
    .trim()
    .min(2, bi(`${de} braucht mindestens 2 Zeichen.`, `${en} needs at least 2 characters.`))
    .max(100, bi(`${de} darf höchstens 100 Zeichen haben.`, `${en} may have at most 100 characters.`));

export const idField = z.uuid(bi("Ungültige Kennung.", "Invalid id."));

export const versionField = z
  .number(bi("Ungültige Version.", "Invalid version."))
  .int(bi("Ungültige Version.", "Invalid version."))
  .min(1, bi("Ungültige Version.", "Invalid version."))
  .max(INT32_MAX, bi("Ungültige Version.", "Invalid version."));
