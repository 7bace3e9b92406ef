// The chaos suite (issue 16, `npm run test:chaos`): the production server as a process, crashed and cut off from
// its database while tablets send deals. One file at a time: each starts servers and databases of its own, and
// the machine's cores are the scenario's, not shared with another file's.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  resolve: base.resolve, // the same aliases (@, server-only) as the unit tests
  test: {
    include: ["test/chaos/**/*.chaos.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    reporters: base.test?.reporters,
    testTimeout: 240_000,
    // The first file may build .next (startApp builds when the sources changed).
    hookTimeout: 600_000,
  },
});
