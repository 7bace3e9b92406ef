// `npm start` (scripts/start.mjs) as a process: a port another program holds stops it at once with one line that
// names the port, and "ready" comes only once the first page answers at once (database opened and migrated, demo
// seeded, the home page rendered once). Builds the app first when the sources changed (the second test only).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { startApp, type AppServer } from "./app-server";

const dir = mkdtempSync(path.join(tmpdir(), "stichfest-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm start", () => {
  it("exits with status 1 and one line naming the port when another program holds it", async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(port, "127.0.0.1", r));
    try {
      const child = spawn(process.execPath, [path.join("scripts", "start.mjs")], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: path.join(dir, "taken"), DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
      const code = await new Promise<number | null>((r) => child.once("exit", (c) => r(c)));
      clearTimeout(timer);
      expect(code, stderr).toBe(1);
      const lines = stderr.trim().split("\n");
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toBe(
        `[stichfest] cannot start: port ${port} is already in use (on 127.0.0.1); stop the program that holds it or set PORT to a free port.`,
      );
    } finally {
      holder.close();
    }
  });

  describe("ready", () => {
    let app: AppServer;
    afterAll(async () => app?.stop());

    it("is printed after the database, the demo and the first page, which then answers at once", async () => {
      app = await startApp({ pgliteDir: path.join(dir, "pglite") });
      const started = Date.now();
      const home = await fetch(`${app.url}/`);
      const ms = Date.now() - started;
      expect(home.status).toBe(200);
      // Rendering the home page takes a few milliseconds once it is loaded; its first render took seconds.
      expect(ms).toBeLessThan(3_000);
      const lines = app.output().split("\n");
      const at = (text: string) => lines.findIndex((l) => l.includes(text));
      const ready = at("[stichfest] ready on");
      expect(at("[stichfest] database ready"), app.output()).toBeGreaterThanOrEqual(0);
      expect(at("[stichfest] database ready")).toBeLessThan(ready);
      expect(at("[stichfest] Demo-Zugang / demo login")).toBeGreaterThanOrEqual(0);
      expect(at("[stichfest] Demo-Zugang / demo login")).toBeLessThan(ready);
    }, 600_000); // startApp builds first when the sources changed
  });
});
