import { describe, expect, it } from "vitest";
import { messages } from ".";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message uses: {name}, {count, plural, …}, and the <tag> of rich text. A branch's text
 * ("one {es}") is no argument, though it looks like one. */
function argumentsOf(message: string): string[] {
  const names = [...message.matchAll(/(?<!\b(?:zero|one|two|few|many|other|true|false|=\d+)\s*)\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!);
  const tags = [...message.matchAll(/<([A-Za-z][\w]*)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe("message catalogues", () => {
  const de = leaves(messages.de as unknown as Tree);
  const en = leaves(messages.en as unknown as Tree);

  it("English has every German key and no other", () => {
    expect([...en.keys()].filter((k) => !de.has(k))).toEqual([]);
    expect([...de.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it("each English message uses the same arguments as its German one", () => {
    const differing = [...de].filter(([key, text]) => en.has(key) && argumentsOf(text).join() !== argumentsOf(en.get(key)!).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("no message is empty", () => {
    expect([...de, ...en].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});
