// Pages while PostgreSQL is down: the production app on a cluster of this test's own answers a page 503 (as the
// APIs do), with Retry-After and a page in the visitor's language that says the database is unreachable, that
// nothing is lost and that the page retries by itself; once the database is back, the page renders again.
// Skipped where Debian's PostgreSQL binaries are missing. Builds the app first when the sources changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgCluster, findPgBin, type PgCluster } from "../pg-cluster";
import { startApp, type AppServer } from "./app-server";

const bin = findPgBin();
// The sign-up page asks the database whether a setup code is needed; a tournament's page would be answered from
// the live snapshot kept since its last change.
const PAGE = "/registrieren";

describe.skipIf(!bin)("a page while the database is down", () => {
  let cluster: PgCluster;
  let app: AppServer;

  beforeAll(async () => {
    cluster = await createPgCluster(bin!);
    await cluster.start();
    app = await startApp({ databaseUrl: cluster.url });
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
    await cluster?.destroy();
  });

  const get = (headers: Record<string, string> = {}) => fetch(`${app.url}${PAGE}`, { headers, redirect: "manual" });

  // A share link that opens no sheet is not found; while the database is down that cannot be known.
  const sharedSheet = () => fetch(`${app.url}/spielblock/geteilt/kein-solcher-link`, { redirect: "manual" });

  it("answers 503 with the outage page, German first and English by the language, and renders again afterwards", async () => {
    expect((await get()).status).toBe(200);
    expect((await sharedSheet()).status).toBe(404);
    await cluster.stop();

    const de = await get({ "accept-language": "de-DE,de;q=0.9" });
    const deText = await de.text();
    expect(de.status, `${deText.slice(0, 300)}\n${app.output().slice(-2000)}`).toBe(503);
    expect(de.headers.get("retry-after")).toBe("5");
    expect(de.headers.get("content-type")).toMatch(/^text\/html/);
    expect(de.headers.get("cache-control")).toBe("no-store");
    expect(de.headers.get("content-security-policy")).toContain("script-src"); // the security headers stay
    expect(deText).toContain('<html lang="de">');
    expect(deText).toContain("Datenbank nicht erreichbar");
    expect(deText).toContain("Es geht nichts verloren");
    expect(deText).toContain("Diese Seite lädt sich alle 5 Sekunden von selbst neu.");
    expect(deText).toContain('<meta http-equiv="refresh" content="5">');

    const english: Record<string, string>[] = [{ "accept-language": "en-GB,en;q=0.9" }, { cookie: "NEXT_LOCALE=en", "accept-language": "de" }];
    for (const headers of english) {
      const en = await get(headers);
      const enText = await en.text();
      expect(en.status).toBe(503);
      expect(enText).toContain('<html lang="en">');
      expect(enText).toContain("Database not reachable");
      expect(enText).toContain("Nothing is lost");
      expect(enText).toContain("This page reloads by itself every 5 seconds.");
    }
    // A tournament's page not kept in the live snapshot: 503 too.
    const tournament = await fetch(`${app.url}/t/demo-doppelkopf/spieler`, { redirect: "manual" });
    expect(tournament.status, app.output().slice(-2000)).toBe(503);
    expect(await tournament.text()).toContain("Datenbank nicht erreichbar");

    // A shared game sheet's link: 503 like every page, never "not found" (it answered 404).
    const sheet = await sharedSheet();
    expect(sheet.status, app.output().slice(-2000)).toBe(503);
    expect(await sheet.text()).toContain("Datenbank nicht erreichbar");

    await cluster.start();
    const end = Date.now() + 60_000;
    let status = 0;
    while (Date.now() < end && (status = (await get()).status) !== 200) await new Promise((r) => setTimeout(r, 500));
    expect(status).toBe(200);
    const back = await (await get()).text();
    expect(back).toContain("<title>Konto anlegen · Stichfest</title>");
    expect(back).not.toContain('http-equiv="refresh"');
    expect((await sharedSheet()).status).toBe(404);
  });
});
