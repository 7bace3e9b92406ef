import type { Bilingual } from "@/lib/bilingual";

/** The sign-in error codes (src/server/auth/options.ts SIGN_IN_ERRORS) in German and English. */
export const SIGN_IN_MESSAGES: Record<string, Bilingual> = {
  INVALID_CREDENTIALS: { de: "E-Mail-Adresse oder Passwort ist falsch.", en: "Wrong email address or password." },
  INVALID_INPUT: {
    de: "Bitte eine gültige E-Mail-Adresse und ein Passwort (höchstens 200 Zeichen) angeben.",
    en: "Please enter a valid email address and a password (at most 200 characters).",
  },
  RATE_LIMITED: {
    de: "Zu viele Fehlversuche. Bitte in 15 Minuten erneut versuchen.",
    en: "Too many failed attempts. Please try again in 15 minutes.",
  },
  DISABLED: { de: "Dieses Konto ist gesperrt.", en: "This account is disabled." },
  MISSING_FIELDS: { de: "Bitte E-Mail-Adresse und Passwort angeben.", en: "Please enter email address and password." },
  SIGN_IN_FAILED: {
    de: "Die Anmeldung ist gerade nicht möglich. Bitte gleich noch einmal versuchen.",
    en: "Signing in is not possible right now. Please try again shortly.",
  },
  BUSY: {
    de: "Der Server ist gerade ausgelastet. Bitte in ein paar Sekunden erneut versuchen.",
    en: "The server is busy right now. Please try again in a few seconds.",
  },
};

export const SIGN_IN_FALLBACK: Bilingual = { de: "Anmeldung fehlgeschlagen.", en: "Sign-in failed." };

export function signInMessage(code: string | null | undefined): Bilingual {
  return (code && SIGN_IN_MESSAGES[code]) || SIGN_IN_FALLBACK;
}
