// Every action a service writes to the audit trail has a German and an English label on the Protokoll page: the
// test reads the services' sources for `action: "..."` (ternaries and union types included) and translates each name
// in both languages; a missing message throws.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messages } from "@/i18n/messages";
import { actionLabel, AUDIT_ACTIONS, type AuditT } from "./audit-list";

/** A translator for the audit namespace that fails on a missing message instead of showing its key. */
const translator = (locale: "de" | "en") =>
  createTranslator({
    locale,
    messages: messages[locale],
    namespace: "audit",
    onError: (error) => {
      throw error;
    },
  }) as unknown as AuditT;

const SERVICES = join(__dirname, "../../server/services");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(SERVICES))
    // An input schema's `action: z.enum([...])` (a sheet's share link) is no audit entry.
    for (const [, expr] of readFileSync(file, "utf8").matchAll(/\baction\??:\s*(?![\sz])([^,\n]+)/g))
      for (const [, name] of expr!.matchAll(/"([a-z]+(?:-[a-z]+)*)"/g)) found.add(name!);
  return found;
}

describe("the audit trail's labels", () => {
  it("name every action the services write", () => {
    const written = writtenActions();
    // The scan itself works: it finds actions written directly, by ternary and through a typed parameter.
    for (const known of ["enter-deal", "undo-check-in", "lift-strike", "sign-penalty", "publish-round"]) expect(written).toContain(known);
    expect([...written].filter((a) => !AUDIT_ACTIONS.includes(a))).toEqual([]);
  });

  it.each(["de", "en"] as const)("label every action the services write in %s, never with its code", (locale) => {
    const t = translator(locale);
    for (const action of writtenActions()) {
      const text = actionLabel(t, action);
      expect(text, action).not.toBe(action);
      expect(text, action).not.toContain(action);
      expect(text.trim(), action).not.toBe("");
      // The translator itself names the label: a missing key throws here.
      expect(t(`actions.${action}` as Parameters<AuditT>[0]), action).toBe(text);
    }
  });

  it("says each action differently in English than in German where the words differ", () => {
    const de = translator("de");
    const en = translator("en");
    for (const action of writtenActions()) expect(actionLabel(en, action), action).not.toBe(actionLabel(de, action));
  });
});
