// Every action a service writes to the audit trail has a German label on the Protokoll page: the test reads the
// services' sources for `action: "..."` (ternaries and union types included) and looks each name up.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "./audit-list";

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
    for (const [, expr] of readFileSync(file, "utf8").matchAll(/\baction\??:\s*([^,\n]+)/g))
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
});
