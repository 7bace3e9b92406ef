// No import cycles in src/, type-only imports included: a cycle hides which module owns a concept, and a type-only
// one turns into a runtime one as soon as a value joins the import. Nor loops between folders: within every folder
// of src/, its subfolders import one way (the service domains and _shared among them). A shared type lives in the module that owns
// it (table-entry/captain-view.ts, rounds/seating/types.ts), which both sides import. dpdm builds the graph from
// every import and export declaration, `import type` too, resolving `@/` through tsconfig.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree, type DependencyTree } from "dpdm";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
let tree: DependencyTree;

beforeAll(async () => {
  tree = await parseDependencyTree("src/**/*.{ts,tsx}", {
    cwd: root,
    context: root,
    tsconfig: "tsconfig.json",
    transform: false, // keep type-only imports, which a transform to JavaScript would drop
    skipDynamicImports: false,
  });
});

const sources = () => Object.keys(tree).filter((id) => id.startsWith("src/") && /\.tsx?$/.test(id));

describe("imports in src/", () => {
  it("form no cycle", () => {
    expect(sources().length).toBeGreaterThan(100);
    const cycles = parseCircular(tree).map((cycle) => [...cycle, cycle[0]].join(" → "));
    expect(cycles).toEqual([]);
  });

  it("resolve, the project's own ones (relative and @/) to files of the graph", () => {
    const unresolved = Object.values(tree)
      .flatMap((deps) => deps ?? [])
      .filter((d) => /^(\.|@\/)/.test(d.request) && (d.id === null || tree[d.id] === undefined))
      .map((d) => `${d.issuer}: ${d.request}`);
    expect(unresolved).toEqual([]);
  });

  it("are all seen by the check: no type import as import(\"…\") and no @dpdm-ignore, which dpdm skips", () => {
    const hidden: string[] = [];
    for (const id of sources()) {
      const text = readFileSync(path.join(root, id), "utf8");
      if (text.includes("@dpdm-ignore")) hidden.push(`${id}: @dpdm-ignore`);
      const visit = (node: ts.Node): void => {
        if (ts.isImportTypeNode(node)) hidden.push(`${id}: ${node.getText()} (write an import type declaration)`);
        ts.forEachChild(node, visit);
      };
      visit(ts.createSourceFile(id, text, ts.ScriptTarget.Latest, true, id.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
    }
    expect(hidden).toEqual([]);
  });

  // Folders import one way too: within every folder of src/ (src/server, src/server/services, its _shared, …), its
  // subfolders form no loop, counting every import of a file in one subfolder from a file in another.
  it("between the subfolders of every folder go one way", () => {
    const edges = new Map<string, Set<string>>();
    for (const id of sources()) {
      if (/\.test\.tsx?$/.test(id)) continue;
      for (const dep of tree[id] ?? []) {
        if (!dep.id?.startsWith("src/")) continue;
        const [a, b] = [id.split("/"), dep.id.split("/")];
        let i = 0;
        while (a[i] === b[i]) i++;
        // Both below the common folder in a subfolder of it (a file directly in it is no folder).
        if (i >= a.length - 1 || i >= b.length - 1) continue;
        const from = a.slice(0, i + 1).join("/");
        edges.set(from, (edges.get(from) ?? new Set()).add(b.slice(0, i + 1).join("/")));
      }
    }
    // _shared is a folder like any other: the services import it, and it imports none of them.
    expect(edges.get("src/server/services/rounds")).toContain("src/server/services/_shared");
    expect(foldersInLoops(edges)).toEqual(KNOWN_FOLDER_LOOPS);
  });
});

/** Each group of sibling folders that reach each other (a strongly connected component of two or more), sorted. */
function foldersInLoops(edges: Map<string, Set<string>>): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1) groups.push(group.sort().join(" ⇄ "));
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return groups.sort();
}

// Loops between folders that are still to be cut, each a group of siblings that import each other. The list only
// shrinks: a new loop fails the test, and so does a loop that is gone but still listed here.
const KNOWN_FOLDER_LOOPS: string[] = [
  // The game registries (components/games) import the shared parts, which import the registries.
  "src/components/games ⇄ src/components/results ⇄ src/components/sheets ⇄ src/components/table-entry ⇄ src/components/tournaments",
  // i18n/request.ts reads the session; the custom server's pages read the locales.
  "src/i18n ⇄ src/server",
  // Swiss pairing reads standings/scoring.ts; the standings read the pairs' entrants and tiebreaks.
  "src/pairing/pairs ⇄ src/pairing/standings",
  // db/seed.ts writes each game's demo and hashes passwords (auth); auth reads accounts through services.
  "src/server/auth ⇄ src/server/db ⇄ src/server/games ⇄ src/server/services",
  // The live streams use http's request parts; http's listener serves the live streams.
  "src/server/http ⇄ src/server/live",
];
