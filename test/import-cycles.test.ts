// No import cycles in src/, type-only imports included: a cycle hides which module owns a concept, and a type-only
// one turns into a runtime one as soon as a value joins the import. A shared type lives in the module that owns
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

  it("between the service domains go one way (entrants, rounds, results, table-entry, ... form no cycle)", () => {
    const domainOf = (id: string) => /^src\/server\/services\/([^/_][^/]*)\//.exec(id)?.[1];
    const edges = new Map<string, Set<string>>();
    for (const id of sources()) {
      const from = domainOf(id);
      if (!from || id.includes(".test.")) continue;
      for (const dep of tree[id] ?? []) {
        const to = dep.id ? domainOf(dep.id) : undefined;
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    // Every domain that reaches itself again through others, with the way back.
    const loops: string[] = [];
    for (const start of edges.keys()) {
      const seen = new Set<string>();
      const walk = (at: string, way: string[]): void => {
        for (const next of edges.get(at) ?? []) {
          if (next === start) loops.push([...way, next].join(" → "));
          else if (!seen.has(next)) {
            seen.add(next);
            walk(next, [...way, next]);
          }
        }
      };
      walk(start, [start]);
    }
    expect(edges.size).toBeGreaterThan(5);
    expect(loops).toEqual([]);
  });
});
