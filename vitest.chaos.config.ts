// The chaos suite (issue 16, `npm run test:chaos`): the production server as a process, crashed and cut off from
// its database while tablets send deals. One file at a time: each starts servers and databases of its own, and
// the machine's cores are the scenario's, not shared with another file's.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // server-only throws outside React Server Components; the suite seeds and verifies through server code.
      "server-only": fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["test/chaos/**/*.chaos.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 240_000,
    // The first file may build .next (startApp builds when the sources changed).
    hookTimeout: 600_000,
  },
});
