import { defineConfig } from "drizzle-kit";

// Generation only: migrations are written to ./drizzle and applied by the app at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
