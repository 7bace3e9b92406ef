// Lint rules for the game seam (docs/architecture.md, "The game seam"): shared code asks the game's module and never
// names a game or guesses it from the number of players per entrant. A game's id may appear only in its own folders
// and in the registries that list every game; the ids are the folder names under src/games.
import fs from "node:fs";
import path from "node:path";

const gamesDir = path.resolve(import.meta.dirname, "../src/games");
export const gameIds = fs
  .readdirSync(gamesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// String methods whose result is known when the string and the arguments are: a game's id built at run time
// ("KLAMMERN".toLowerCase(), "klam" + "mern", ["dopp", "elkopf"].join("")) is still the id.
const STRING_METHODS = new Set([
  "toLowerCase", "toUpperCase", "toLocaleLowerCase", "toLocaleUpperCase", "trim", "trimStart", "trimEnd",
  "normalize", "concat", "slice", "substring", "replace", "replaceAll", "repeat", "padStart", "padEnd", "at", "charAt",
]);

/** The value of a string expression made of literals only, or undefined. */
export function staticString(node) {
  const value = staticValue(node);
  return typeof value === "string" ? value : undefined;
}

function staticValue(node) {
  switch (node?.type) {
    case "Literal":
      return typeof node.value === "string" || typeof node.value === "number" ? node.value : undefined;
    case "TemplateLiteral": {
      let out = node.quasis[0].value.cooked;
      for (let i = 0; i < node.expressions.length; i++) {
        const part = staticValue(node.expressions[i]);
        if (part === undefined) return undefined;
        out += String(part) + node.quasis[i + 1].value.cooked;
      }
      return out;
    }
    case "BinaryExpression": {
      if (node.operator !== "+") return undefined;
      const [l, r] = [staticValue(node.left), staticValue(node.right)];
      return l === undefined || r === undefined ? undefined : typeof l === "string" || typeof r === "string" ? String(l) + String(r) : undefined;
    }
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      return staticValue(node.expression);
    case "ChainExpression":
      return staticValue(node.expression);
    case "CallExpression": {
      const callee = node.callee;
      if (callee.type !== "MemberExpression" || callee.computed) return undefined;
      const args = node.arguments.map(staticValue);
      if (args.some((a) => a === undefined)) return undefined;
      if (callee.object.type === "Identifier" && callee.object.name === "String" && callee.property.name === "fromCharCode")
        return args.every((a) => typeof a === "number") ? String.fromCharCode(...args) : undefined;
      if (callee.property.name === "join" && callee.object.type === "ArrayExpression") {
        const items = callee.object.elements.map(staticValue);
        return items.some((i) => i === undefined) ? undefined : items.join(args[0] ?? ",");
      }
      const self = staticValue(callee.object);
      if (typeof self !== "string" || !STRING_METHODS.has(callee.property.name)) return undefined;
      try {
        return String.prototype[callee.property.name].apply(self, args);
      } catch {
        return undefined;
      }
    }
    default:
      return undefined;
  }
}

const noGameId = {
  meta: {
    type: "problem",
    docs: { description: "A game's id appears only in its own folders and the registries." },
    messages: { named: 'Shared code names the game "{{id}}": ask the game\'s module instead (gameOf, gameViews or a registry).' },
    schema: [],
  },
  create(context) {
    // Every expression whose static value is a game's id; only the outermost of nested ones is reported.
    const found = [];
    const check = (node) => {
      const value = staticString(node);
      if (value !== undefined && gameIds.includes(value)) found.push({ node, value });
    };
    return {
      Literal: check,
      TemplateLiteral: check,
      BinaryExpression: check,
      CallExpression: check,
      "Program:exit"() {
        const inside = (a, b) => a !== b && b.range[0] <= a.range[0] && a.range[1] <= b.range[1];
        for (const f of found)
          if (!found.some((o) => inside(f.node, o.node))) context.report({ node: f.node, messageId: "named", data: { id: f.value } });
      },
    };
  },
};

// The entrant's size: `entrant.players`, `g.entrant.players`, `entrantPlayers`, and any binding made from them
// (`const { players } = entrant`, `const { entrant: { players: n } } = gameOf(id)`, `const n = g.entrant.players`).
const unwrap = (node) =>
  node && ["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "ChainExpression"].includes(node.type) ? unwrap(node.expression) : node;
const propName = (node) => (node.computed ? staticString(node.property) : node.property.name);
const keyName = (prop) => (prop.computed ? staticString(prop.key) : prop.key.type === "Identifier" ? prop.key.name : String(prop.key.value));

function variableOf(sourceCode, id) {
  for (let scope = sourceCode.getScope(id); scope; scope = scope.upper) {
    const ref = scope.references.find((r) => r.identifier === id);
    if (ref) return ref.resolved;
    const v = scope.set.get(id.name);
    if (v && v.identifiers.includes(id)) return v;
  }
  return null;
}

const noEntrantSizeTest = {
  meta: {
    type: "problem",
    docs: { description: "The number of players per entrant is a count, never a test for the game." },
    messages: { proxy: "The entrant's size stands for the game here: ask the game's module for what you mean." },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    const entrants = new Set(); // variables holding a game's entrant shape
    const sizes = new Set(); // variables holding its number of players
    const marked = (set, id) => {
      const v = variableOf(sourceCode, id);
      return v !== null && set.has(v);
    };
    const isEntrant = (node) => {
      node = unwrap(node);
      if (node.type === "Identifier") return node.name === "entrant" || marked(entrants, node);
      return node.type === "MemberExpression" && propName(node) === "entrant";
    };
    const isSize = (node) => {
      node = unwrap(node);
      if (node.type === "Identifier") return node.name === "entrantPlayers" || marked(sizes, node);
      return node.type === "MemberExpression" && propName(node) === "players" && isEntrant(node.object);
    };
    // What a pattern binds when its value is `kind` ("entrant", "size" or something that may hold an entrant).
    const bind = (pattern, kind) => {
      if (!pattern) return;
      if (pattern.type === "AssignmentPattern") return bind(pattern.left, kind);
      if (pattern.type === "Identifier") {
        const v = variableOf(sourceCode, pattern);
        if (v && kind === "entrant") entrants.add(v);
        if (v && kind === "size") sizes.add(v);
        return;
      }
      if (pattern.type !== "ObjectPattern") return;
      for (const prop of pattern.properties) {
        if (prop.type !== "Property") continue;
        const key = keyName(prop);
        if (kind === "entrant" && key === "players") bind(prop.value, "size");
        else if (kind === "holder") bind(prop.value, key === "entrant" ? "entrant" : "holder");
      }
    };
    const comparisons = [];
    const assign = (target, value) => {
      if (!value) return;
      if (isSize(value)) bind(target, "size");
      else if (isEntrant(value)) bind(target, "entrant");
      else bind(target, "holder");
    };
    return {
      VariableDeclarator(node) {
        assign(node.id, node.init);
      },
      AssignmentExpression(node) {
        if (node.operator === "=") assign(node.left, node.right);
      },
      BinaryExpression(node) {
        if (["===", "!==", "==", "!=", "<", "<=", ">", ">="].includes(node.operator)) comparisons.push(node);
      },
      SwitchStatement(node) {
        comparisons.push(node);
      },
      // Bindings may be made after a function that compares them is written: judge at the end.
      "Program:exit"() {
        const numeric = (n) => n !== null && typeof staticValue(unwrap(n)) === "number";
        for (const node of comparisons) {
          if (node.type === "SwitchStatement") {
            if (isSize(node.discriminant) && node.cases.some((c) => numeric(c.test))) context.report({ node, messageId: "proxy" });
            continue;
          }
          const sides = [node.left, node.right];
          if (sides.some(isSize) && sides.some(numeric)) context.report({ node, messageId: "proxy" });
        }
      },
    };
  },
};

export default { rules: { "no-game-id": noGameId, "no-entrant-size-test": noEntrantSizeTest } };
