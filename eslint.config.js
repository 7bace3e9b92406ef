// Lint rules that enforce the layering of docs/architecture.md (habit 6): who may import whom.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import gameSeam, { gameIds } from "./eslint-rules/game-seam.js";
import layers from "./eslint-rules/layers.js";

const noDrizzle = {
  group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/pglite", "@electric-sql/pglite/*"],
  message: "Database access lives in src/server/db and src/server/services only.",
};
// The project's own files are judged by the file an import reaches (eslint-rules/layers.js), so `../server/db` is
// `@/server/db`; packages by name (no-restricted-imports).
const layer = (allow, message) => ({ "stichfest-layers/layer": ["error", { allow, message }] });
const noServer = {
  "stichfest-layers/no-server": [
    "error",
    { deny: ["src/server/**"], allowTypeImports: true, message: "Components and client code must not import from src/server." },
  ],
};
// Outside src/engine, the engine is reached through its public entry point only (src/engine/index.ts).
const noDeepEngine = {
  "stichfest-layers/no-deep-engine": [
    "error",
    { deny: ["src/engine/**"], except: ["src/engine"], message: "Import the engine from @/engine, its public entry point." },
  ],
};
// The pure layers read no clock and no randomness: not by name, not through the global object (globalThis.Math,
// window.Date), not by calling Date() without new.
const impure = [
  { object: "Math", property: "random", message: "The engine and pairing take a seeded Rng (src/engine/rng.ts)." },
  { object: "Date", property: "now", message: "The engine and pairing are pure: pass time in." },
];
const pureGlobals = (...extra) => [
  "error",
  ...["Date", "globalThis", "window", "self", "global", "crypto", ...extra].map((name) => ({
    name,
    message: name === "Date" ? "Pure code reads no clock: pass time in." : "Pure code reaches nothing through the global object, no clock and no randomness.",
  })),
];
const pure = {
  "no-restricted-properties": ["error", ...impure],
  "no-restricted-globals": pureGlobals("performance"),
  "no-restricted-syntax": [
    "error",
    { selector: "NewExpression[callee.name='Date']", message: "Pure code reads no clock: pass time in." },
    { selector: "CallExpression[callee.name='Date']", message: "Pure code reads no clock: pass time in." },
    { selector: "VariableDeclarator[id.type='Identifier'][init.name='Math']", message: "Math stays Math here, so that Math.random stays visible." },
  ],
};

export default tseslint.config(
  { ignores: ["node_modules/**", ".next/**", ".data/**", "drizzle/**", "next-env.d.ts", "test/fixtures/migration-*/generate.ts", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  { plugins: { "stichfest-layers": layers } },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/*", "!@/engine", "!@/engine/*", "react", "react-dom", "next", "next/*", "zod", "drizzle-orm", "drizzle-orm/*", "pg", "node:*", "fs", "path"],
              message: "The engine is pure: it imports nothing outside src/engine.",
            },
          ],
        },
      ],
      ...pure,
      ...layer(["src/engine/**"], "The engine is pure: it imports nothing outside src/engine."),
    },
  },
  {
    // The command line is the engine's one door to the process (stdin/stdout) and times its batches.
    files: ["src/engine/cli.ts"],
    rules: { "no-restricted-imports": "off", "no-restricted-globals": pureGlobals() },
  },
  {
    files: ["src/pairing/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/*", "!@/engine", "react", "next", "next/*", "drizzle-orm", "drizzle-orm/*", "pg", "node:*"],
              message: "Pairing is pure: it imports only engine types.",
            },
          ],
        },
      ],
      ...pure,
      ...layer(["src/pairing/**", "src/engine"], "Pairing is pure: it imports only the engine's entry point."),
    },
  },
  {
    // Season rankings (src/seasons) are pure like pairing: src/lib, zod and pairing, no database, no server.
    files: ["src/seasons/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/*", "!@/lib", "!@/lib/*", "!@/pairing", "react", "react-dom", "next", "next/*", "drizzle-orm", "drizzle-orm/*", "pg", "node:*"],
              message: "Seasons are pure: src/lib, zod and pairing only.",
            },
          ],
        },
      ],
      ...pure,
      ...layer(["src/seasons/**", "src/lib/**", "src/pairing"], "Seasons are pure: src/lib, zod and pairing only."),
    },
  },
  {
    // The seam per game (src/games) is pure: it speaks engine, pairing, src/lib and zod, nothing of the server.
    files: ["src/games/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/*", "!@/engine", "!@/pairing", "!@/lib", "!@/lib/*", "!@/games", "!@/games/*", "react", "next", "next/*", "drizzle-orm", "drizzle-orm/*", "pg", "node:*"],
              message: "A game (src/games) is pure: engine, pairing, src/lib and zod only.",
            },
          ],
        },
      ],
      ...pure,
      ...layer(["src/games/**", "src/engine", "src/pairing", "src/lib/**"], "A game (src/games) is pure: engine, pairing, src/lib and zod only."),
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}", "src/trpc/client.tsx", "src/app/**/*-client.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [noDrizzle] }], ...noServer, ...noDeepEngine },
  },
  {
    // Every text, number and free-form JSON input is built from the shared fields in services/_shared/schemas.ts, which
    // refuse control characters, numbers past a database integer and non-JSON values: no procedure can forget them.
    files: ["src/server/services/**/*.ts", "src/server/api/**/*.ts"],
    ignores: ["src/server/services/_shared/schemas.ts", "**/*.test.ts"],
    rules: {
      "stichfest-layers/zod-fields": [
        "error",
        {
          names: ["string", "number", "int", "int32", "float32", "float64", "bigint", "unknown", "any", "record", "json", "coerce"],
          message: "Build inputs from textField, intField or jsonObjectField (services/_shared/schemas.ts).",
        },
      ],
    },
  },
  {
    files: ["src/server/api/**/*.ts", "src/app/**/*.{ts,tsx}", "src/trpc/**/*.{ts,tsx}", "src/server/auth/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noDrizzle] }], ...noDeepEngine },
  },
  {
    // (The engine's own benchmarks in bench/ measure its internals and may reach in.)
    files: ["src/server/services/**/*.ts", "src/server/db/**/*.ts", "src/lib/**/*.ts", "test/**/*.ts", "e2e/**/*.ts"],
    rules: noDeepEngine,
  },
  {
    // The game seam (docs/architecture.md): shared code asks the game's module. A game's id appears only in its own
    // folders and in the registries that list every game; the entrant's size is never a test for the game.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "**/*.test.{ts,tsx}",
      ...["src/games", "src/components/games", "src/server/games", "src/engine"].map((dir) => `${dir}/{${gameIds.join(",")}}/**`),
      // Registries: each names every game once.
      "src/games/index.ts",
      "src/engine/records.ts",
    ],
    plugins: { stichfest: gameSeam },
    rules: { "stichfest/no-game-id": "error", "stichfest/no-entrant-size-test": "error" },
  },
  {
    // A game's server half reads and writes through the services' loaders; it holds types of src/server/db, never its
    // tables or drizzle. Its demo tournament (demo.ts and the evening both games' demos share, demo-evening.ts, run by db/seed.ts in one
    // transaction) writes its rows itself.
    files: ["src/server/games/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ ...noDrizzle, message: "A game's server half reaches the database through src/server/services." }] }],
      "stichfest-layers/no-db-queries": [
        "error",
        { deny: ["src/server/db/**"], allowTypeImports: true, message: "A game's server half reaches the database through src/server/services." },
      ],
      ...noDeepEngine,
    },
  },
  {
    files: ["src/server/games/*/demo.ts", "src/server/games/demo-evening.ts"],
    rules: { "stichfest-layers/no-db-queries": "off" },
  },
  {
    // The live bus reads through services; its one database connection of its own is the LISTEN client (pg).
    files: ["src/server/live/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["drizzle-orm", "drizzle-orm/*", "@electric-sql/*"], message: "The live bus reads through services (src/server/services)." }] }],
      ...noDeepEngine,
    },
  },
);
