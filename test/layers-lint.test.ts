// The layers' lint (eslint.config.js, eslint-rules/layers.js) refuses the ways round it a review found: the real
// config lints each snippet as if it were a file at the given path, so a block that a later block overrides shows too.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that refuse `code` in a file at `file`. */
async function refusedBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(fatal.map((m) => m.message).join("\n"));
  return [...new Set(result!.messages.map((m) => m.ruleId ?? "?"))].filter((id) => id !== "@typescript-eslint/no-unused-vars");
}

const cases = (rows: [file: string, code: string, rule: string | null][]) =>
  it.each(rows)("%s: %s", async (file, code, rule) => {
    const rules = await refusedBy(file, code);
    if (rule === null) expect(rules).toEqual([]);
    else expect(rules).toContain(rule);
  });

describe("the pure layers read no clock and no randomness", () => {
  cases([
    ["src/engine/probe.ts", "export const r = Math.random();", "no-restricted-properties"],
    ["src/engine/probe.ts", "export const r = globalThis.Math.random();", "no-restricted-globals"],
    ["src/engine/probe.ts", "export const r = window.Math.random();", "no-restricted-globals"],
    ["src/engine/probe.ts", "export const t = self.Date.now();", "no-restricted-globals"],
    ["src/engine/probe.ts", 'export const t = globalThis["Date"].now();', "no-restricted-globals"],
    ["src/engine/probe.ts", "export const t = Date();", "no-restricted-syntax"],
    ["src/engine/probe.ts", "export const t = new Date();", "no-restricted-syntax"],
    ["src/engine/probe.ts", "const D = Date; export const t = D.now();", "no-restricted-globals"],
    ["src/engine/probe.ts", "const { random } = Math; export const r = random();", "no-restricted-properties"],
    ["src/engine/probe.ts", "const M = Math; export const r = M.random();", "no-restricted-syntax"],
    ["src/engine/probe.ts", "export const b = crypto.getRandomValues(new Uint8Array(1));", "no-restricted-globals"],
    ["src/engine/probe.ts", "export const t = performance.now();", "no-restricted-globals"],
    ["src/pairing/probe.ts", "export const t = Date();", "no-restricted-syntax"],
    ["src/seasons/probe.ts", "export const r = globalThis.Math.random();", "no-restricted-globals"],
    ["src/games/probe.ts", "export const t = window.Date.now();", "no-restricted-globals"],
    ["src/engine/probe.ts", "export const m = Math.max(1, Math.floor(2.5));", null],
  ]);
});

describe("the layers hold for every spelling of an import", () => {
  cases([
    ["src/seasons/probe.ts", 'import { getDb } from "@/server/db";\nexport const d = getDb;', "stichfest-layers/layer"],
    ["src/seasons/probe.ts", 'import { getDb } from "../server/db";\nexport const d = getDb;', "stichfest-layers/layer"],
    ["src/seasons/probe.ts", 'import { getDb } from "../server/db/index.ts";\nexport const d = getDb;', "stichfest-layers/layer"],
    ["src/seasons/rule/probe.ts", 'export { getDb } from "../../server/db";', "stichfest-layers/layer"],
    ["src/seasons/probe.ts", 'export const db = () => import("../server/db");', "stichfest-layers/layer"],
    ["src/seasons/probe.ts", 'import { bi } from "../lib/bilingual";\nimport { rankPairs } from "../pairing";\nexport const x = [bi, rankPairs];', null],
    ["src/engine/probe.ts", 'import { gameOf } from "../games";\nexport const g = gameOf;', "stichfest-layers/layer"],
    ["src/engine/probe.ts", 'import { rng } from "./rng";\nexport const r = rng;', null],
    ["src/pairing/probe.ts", 'import { cards } from "../engine/cards";\nexport const c = cards;', "stichfest-layers/layer"],
    ["src/pairing/probe.ts", 'import { getDb } from "../server/db";\nexport const d = getDb;', "stichfest-layers/layer"],
    ["src/games/probe.ts", 'import { loadSeats } from "../server/services/rounds/table-seats";\nexport const l = loadSeats;', "stichfest-layers/layer"],
    ["src/components/probe/view.tsx", 'import { getDb } from "../../server/db";\nexport const d = getDb;', "stichfest-layers/no-server"],
    ["src/components/probe/view.tsx", 'import type { Database } from "../../server/db";\nexport type D = Database;', null],
    // A client file of src/app is in two blocks of the config; the later one must not drop the earlier's rule.
    ["src/app/probe/page-client.tsx", 'import { getDb } from "@/server/db";\nexport const d = getDb;', "stichfest-layers/no-server"],
    ["src/trpc/client.tsx", 'import { getDb } from "../server/db";\nexport const d = getDb;', "stichfest-layers/no-server"],
    ["src/server/services/probe/verb.ts", 'import { cards } from "../../../engine/cards";\nexport const c = cards;', "stichfest-layers/no-deep-engine"],
    ["src/server/services/probe/verb.ts", 'import { scoreRecord } from "../../../engine";\nexport const s = scoreRecord;', null],
    // A game's server half reaches the database through the services; its demo writes its own rows.
    ["src/server/games/probe/swap.ts", 'import { eq } from "drizzle-orm";\nexport const e = eq;', "no-restricted-imports"],
    ["src/server/games/probe/swap.ts", 'import { matches } from "../../db/schema";\nexport const m = matches;', "stichfest-layers/no-db-queries"],
    ["src/server/games/probe/swap.ts", 'import type { Queryable } from "../../db";\nexport type Q = Queryable;', null],
    ["src/server/games/probe/demo.ts", 'import { matches } from "../../db/schema";\nexport const m = matches;', null],
  ]);
});

describe("inputs are built from the shared fields, however zod is bound", () => {
  const verb = "src/server/services/probe/verb.ts";
  cases([
    [verb, 'import { z } from "zod";\nexport const f = z.string();', "stichfest-layers/zod-fields"],
    [verb, 'import { z as zod } from "zod";\nexport const f = zod.string();', "stichfest-layers/zod-fields"],
    [verb, 'import * as zod from "zod";\nexport const f = zod.number();', "stichfest-layers/zod-fields"],
    [verb, 'import zod from "zod";\nexport const f = zod.coerce.number();', "stichfest-layers/zod-fields"],
    [verb, 'import { string } from "zod";\nexport const f = string();', "stichfest-layers/zod-fields"],
    [verb, 'import { int as whole } from "zod";\nexport const f = whole();', "stichfest-layers/zod-fields"],
    [verb, 'import { z } from "zod";\nconst { coerce } = z;\nexport const f = coerce.number();', "stichfest-layers/zod-fields"],
    [verb, 'import { z } from "zod";\nconst zz = z;\nexport const f = zz["unknown"]();', "stichfest-layers/zod-fields"],
    ["src/server/api/probe.ts", 'import { z as zod } from "zod";\nexport const f = zod.record(zod.string(), zod.any());', "stichfest-layers/zod-fields"],
    [verb, 'import { z as zod } from "zod";\nexport const f = zod.object({ a: zod.enum(["x"]) });', null],
  ]);
});
