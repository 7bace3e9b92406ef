import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { SIGN_IN_ERROR_CODES, signInMessageKey } from "./sign-in-messages";

const tr = (locale: "de" | "en") => createTranslator({ locale, messages: messages[locale], namespace: "account.signIn.errors" });

describe("sign-in error texts", () => {
  it("has a text in each language for every code the server sends", () => {
    for (const code of SIGN_IN_ERROR_CODES) {
      expect(signInMessageKey(code)).toBe(code);
      expect(tr("de")(signInMessageKey(code))).not.toBe(tr("en")(signInMessageKey(code)));
    }
  });

  it("falls back for an unknown or missing code", () => {
    expect(signInMessageKey("SOMETHING_NEW")).toBe("fallback");
    expect(signInMessageKey(undefined)).toBe("fallback");
    expect(signInMessageKey(null)).toBe("fallback");
    expect(tr("de")(signInMessageKey("x"))).toBe("Anmeldung fehlgeschlagen.");
    expect(tr("en")(signInMessageKey("x"))).toBe("Sign-in failed.");
  });

  it("says the wrong password in the reader's language only", () => {
    expect(tr("de")("INVALID_CREDENTIALS")).toBe("E-Mail-Adresse oder Passwort ist falsch.");
    expect(tr("en")("INVALID_CREDENTIALS")).toBe("Wrong email address or password.");
  });
});
