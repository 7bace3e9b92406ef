// Lint rules for the layers of docs/architecture.md: who may import whom, judged on the file an import reaches, not on
// how it is spelt. `@/server/db`, `../server/db` and `../../src/server/db/index` are the same file, so a relative path
// cannot slip past a rule written for the alias; `import`, `export … from` and `import()` are all imports.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The repository path an import names ("src/server/db"), without extension or trailing /index; null for a package. */
export function importTarget(specifier, filename) {
  let target;
  if (specifier.startsWith("@/")) target = `src/${specifier.slice(2)}`;
  else if (specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../"))
    target = path.relative(root, path.resolve(path.dirname(filename), specifier)).split(path.sep).join("/");
  else return null;
  return path.posix.normalize(target).replace(/\.(d\.ts|tsx?|mjs|cjs|jsx?|json)$/, "").replace(/\/index$/, "").replace(/\/$/, "");
}

// "src/engine" is that folder's entry point only; "src/engine/**" is the folder and everything in it.
const matches = (target, pattern) =>
  pattern.endsWith("/**") ? target === pattern.slice(0, -3) || target.startsWith(pattern.slice(0, -2)) : target === pattern;

const layerImports = {
  meta: {
    type: "problem",
    docs: { description: "Imports of the project's own files follow the layers of docs/architecture.md." },
    messages: { refused: "{{message}} ({{target}})" },
    schema: [
      {
        type: "object",
        properties: {
          allow: { type: "array", items: { type: "string" } },
          deny: { type: "array", items: { type: "string" } },
          except: { type: "array", items: { type: "string" } },
          allowTypeImports: { type: "boolean" },
          message: { type: "string" },
        },
        required: ["message"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { allow, deny, except = [], allowTypeImports = false, message } = context.options[0];
    const check = (node, source, typeOnly) => {
      if (!source || (allowTypeImports && typeOnly)) return;
      const specifier =
        source.type === "Literal" && typeof source.value === "string"
          ? source.value
          : source.type === "TemplateLiteral" && source.expressions.length === 0
            ? source.quasis[0].value.cooked
            : null;
      if (specifier === null) return;
      const target = importTarget(specifier, context.filename);
      if (target === null || except.some((p) => matches(target, p))) return;
      const refused = (allow !== undefined && !allow.some((p) => matches(target, p))) || (deny !== undefined && deny.some((p) => matches(target, p)));
      if (refused) context.report({ node, messageId: "refused", data: { message, target } });
    };
    const typeOnly = (node, kind, specifiers) =>
      node[kind] === "type" || (specifiers.length > 0 && specifiers.every((s) => s[kind] === "type"));
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnly(node, "importKind", node.specifiers)),
      ExportNamedDeclaration: (node) => check(node, node.source, typeOnly(node, "exportKind", node.specifiers)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === "type"),
      ImportExpression: (node) => check(node, node.source, false),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === "TSExternalModuleReference" && check(node, node.moduleReference.expression, node.importKind === "type"),
      CallExpression: (node) => node.callee.type === "Identifier" && node.callee.name === "require" && check(node, node.arguments[0], false),
    };
  },
};

// Inputs are built from the shared fields (services/_shared/schemas.ts): zod's own constructors of those kinds are
// refused however zod is bound (`z`, `import { z as zod }`, `import * as zod`, the default export, `import { string }`).
const ZOD_MODULE = /^zod(\/.*)?$/;
const zodConstructors = {
  meta: {
    type: "problem",
    docs: { description: "zod's constructors named in the options are refused, by their imported name." },
    messages: { refused: "{{message}} (zod's {{name}})" },
    schema: [
      {
        type: "object",
        properties: { names: { type: "array", items: { type: "string" } }, message: { type: "string" } },
        required: ["names", "message"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { names, message } = context.options[0];
    const { sourceCode } = context;
    const namespaces = new Set(); // variables that hold zod's namespace (z)
    const report = (node, name) => context.report({ node, messageId: "refused", data: { message, name } });
    const variable = (id) => {
      for (let scope = sourceCode.getScope(id); scope; scope = scope.upper) {
        const ref = scope.references.find((r) => r.identifier === id);
        if (ref) return ref.resolved;
      }
      return null;
    };
    const isZod = (node) => {
      while (node && ["TSAsExpression", "TSNonNullExpression", "ChainExpression"].includes(node.type)) node = node.expression;
      if (node?.type === "Identifier") {
        const v = variable(node);
        return v !== null && namespaces.has(v);
      }
      // z.z, zod.z: the namespace again
      return node?.type === "MemberExpression" && isZod(node.object) && !node.computed && node.property.name === "z";
    };
    const memberName = (node) =>
      node.computed ? (node.property.type === "Literal" ? String(node.property.value) : null) : node.property.name;
    const keyName = (p) => (p.computed ? (p.key.type === "Literal" ? String(p.key.value) : null) : p.key.name ?? String(p.key.value));
    const uses = [];
    return {
      ImportDeclaration(node) {
        if (!ZOD_MODULE.test(node.source.value) || node.importKind === "type") return;
        for (const s of node.specifiers) {
          if (s.type === "ImportSpecifier" && s.importKind === "type") continue;
          const imported = s.type === "ImportSpecifier" ? (s.imported.name ?? s.imported.value) : null;
          if (s.type === "ImportSpecifier" && names.includes(imported)) report(s, imported);
          if (s.type !== "ImportSpecifier" || imported === "z") for (const v of sourceCode.getDeclaredVariables(s)) namespaces.add(v);
        }
      },
      VariableDeclarator(node) {
        if (node.id.type === "Identifier" && node.init) uses.push({ alias: node });
        if (node.id.type === "ObjectPattern" && node.init) uses.push({ pattern: node });
      },
      MemberExpression(node) {
        uses.push({ member: node });
      },
      "Program:exit"() {
        // Aliases first (const zz = z), in source order, then every use.
        for (const u of uses) if (u.alias && isZod(u.alias.init)) for (const v of sourceCode.getDeclaredVariables(u.alias)) namespaces.add(v);
        for (const u of uses) {
          if (u.member && isZod(u.member.object) && names.includes(memberName(u.member))) report(u.member, memberName(u.member));
          if (u.pattern && isZod(u.pattern.init))
            for (const p of u.pattern.id.properties) if (p.type === "Property" && names.includes(keyName(p))) report(p, keyName(p));
        }
      },
    };
  },
};

export default {
  rules: {
    // One rule, several names, so that each restriction is its own setting: a file in two blocks of the config keeps
    // both (one rule's options in a later block would replace the earlier ones).
    layer: layerImports,
    "no-server": layerImports,
    "no-deep-engine": layerImports,
    "no-db-queries": layerImports,
    "zod-fields": zodConstructors,
  },
};
