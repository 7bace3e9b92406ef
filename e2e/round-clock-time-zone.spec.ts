// Issue 27: the round clock's start is typed and shown in the tournament's time zone, not the browser's. An
// organizer whose laptop is set to UTC types the hall's 09:30 (Europe/Berlin) and reads 09:30 back, on the round
// page and in the audit trail.
import { expect, test } from "@playwright/test";
import { timeIn } from "../src/lib/time-zone";
import { DEMO, signIn, trpc } from "./helpers";

const stamp = Date.now();

test.use({ timezoneId: "UTC", viewport: { width: 1280, height: 800 } });

test("a browser set to UTC starts the clock at the hall's time and reads it back as typed", async ({ page }) => {
  test.setTimeout(120_000);
  // The demo account: sign-ups per address are limited, and the suite needs its few for its sign-up tests.
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Uhrenclub ${stamp}` });
  const t = await trpc<{ id: string; timeZone: string }>(page, "POST", "tournament.create", {
    clubId: club.id,
    game: "doppelkopf",
    name: "Uhrenabend",
    date: "2026-12-12",
    roundsPlanned: 1,
    rules: { preset: "ddv" },
  });
  expect(t.timeZone).toBe("Europe/Berlin");
  for (const name of ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo"])
    await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name }, checkIn: true });
  const drafted = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const round = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "round.publish", { roundId: drafted.roundId, version: round.round.version });

  // Twenty minutes ago by the hall's clock in Berlin; the browser's own clock says UTC, an hour (or two) behind.
  const typed = timeIn(new Date(Date.now() - 20 * 60_000), "Europe/Berlin");
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("UTC");
  await page.goto(`/org/turniere/${t.id}/runden/1`);
  await page.getByLabel("Beginn um (leer: jetzt)").fill(typed);
  await page.getByRole("button", { name: "Uhr starten" }).click();
  await expect(page.getByTestId("clock-start")).toHaveText(typed);

  await page.goto(`/org/turniere/${t.id}/protokoll`);
  await expect(page.getByTestId("audit-log")).toContainText(`Runde 1: Beginn der Rundenuhr auf ${typed} Uhr gesetzt.`);

  // The settings name the zone, where it can be changed.
  await page.goto(`/org/turniere/${t.id}`);
  await page.locator("details > summary").last().click();
  await expect(page.getByLabel("Zeitzone (z. B. Europe/Berlin)")).toHaveValue("Europe/Berlin");
});
