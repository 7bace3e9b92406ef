// Input building blocks shared by several verbs, with bilingual messages.
import { z } from "zod";
import { bi } from "@/lib/bilingual";

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(bi("Bitte eine gültige E-Mail-Adresse angeben.", "Please enter a valid email address.")));

export const passwordField = z
  .string()
  .min(10, bi("Das Passwort braucht mindestens 10 Zeichen.", "The password needs at least 10 characters."))
  .max(200, bi("Das Passwort darf höchstens 200 Zeichen haben.", "The password may have at most 200 characters."));

export const nameField = (de: string, en: string) =>
  z
    .string()
    .trim()
    .min(2, bi(`${de} braucht mindestens 2 Zeichen.`, `${en} needs at least 2 characters.`))
    .max(100, bi(`${de} darf höchstens 100 Zeichen haben.`, `${en} may have at most 100 characters.`));

export const idField = z.uuid(bi("Ungültige Kennung.", "Invalid id."));

export const versionField = z
  .number()
  .int()
  .min(1, bi("Ungültige Version.", "Invalid version."));
