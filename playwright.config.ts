import { chromium, defineConfig } from "@playwright/test";
import { findBrowser } from "./scripts/find-browser";

// scripts/e2e.ts prepares a fresh database and the production build (and stops with one line when there is no
// browser), then runs this config.
const port = Number(process.env.E2E_PORT ?? 3100);
const browser = findBrowser(chromium.executablePath());

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["./test/reporters/playwright-durations.ts"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "de-DE",
    trace: "off",
    // A step that hangs fails in seconds with its locator named, not at the end of a long test's budget.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      // Playwright's own browser download cannot work on these machines: Debian's chromium, else Playwright's.
      executablePath: browser?.executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /sign-in-limits\.spec\.ts/ },
    // Last: it uses up the sign-in limit of 127.0.0.1.
    { name: "limits", testMatch: /sign-in-limits\.spec\.ts/, dependencies: ["chromium"] },
  ],
  webServer: {
    command: `${process.execPath} scripts/start.mjs`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    // A 2 s heartbeat, so that the watchdog's spec (live-parts) sees a silent stream replaced within 9 s.
    env: { LIVE_HEARTBEAT_MS: "2000", ...(process.env as Record<string, string>), PORT: String(port) },
  },
});
