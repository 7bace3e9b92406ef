import { expect, type Page } from "@playwright/test";

export const PASSWORD = "e2e-geheim-passwort";

export async function signUp(page: Page, name: string, email: string) {
  await page.goto("/registrieren");
  // Only the first account (the administrator) is asked for the setup code; scripts/e2e.ts sets SETUP_CODE.
  const setupCode = page.getByLabel("Einrichtungscode");
  if (await setupCode.isVisible()) await setupCode.fill(process.env.SETUP_CODE ?? "");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel(/^Passwort/).fill(PASSWORD);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/org$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/anmelden");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("link", { name: "Abmelden" }).click();
  await page.getByRole("button", { name: "Jetzt abmelden" }).click();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Anmelden" })).toBeVisible();
}

/** The demo tournament and organizer that `npm start` seeds. */
export const SLUG = "demo-klammern";
export const DEMO = { email: "demo@stichfest.example", password: "stichfest-demo" };

/** tRPC over HTTP with the page's cookies (superjson: the input travels as { json }). */
export async function trpc<T>(page: Page, method: "GET" | "POST", path: string, input: unknown): Promise<T> {
  const res =
    method === "GET"
      ? await page.request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await page.request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Signs the demo organizer in and opens the demo tournament's page; returns its id. */
export async function openDemoTournament(page: Page): Promise<string> {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  await page.getByRole("link", { name: "Stichfest Demo-Verein" }).first().click();
  await page.getByRole("link", { name: /Demo-Klammerturnier/ }).first().click();
  await expect(page).toHaveURL(/\/org\/turniere\/[0-9a-f-]{36}/);
  return /turniere\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** A one-table Klammern tournament of the demo organizer (already signed in on `page`) with round 1 published and
 * its codes issued: a table of its own, since the demo's tables belong to other specs' captains. */
export async function oneTableTournament<Sheet>(page: Page, name: string): Promise<{ id: string; sheet: Sheet }> {
  const clubs = await trpc<{ id: string }[]>(page, "GET", "club.listMine", undefined);
  const t = await trpc<{ id: string }>(page, "POST", "tournament.create", { clubId: clubs[0]!.id, name, date: "2026-12-05", roundsPlanned: 1 });
  for (const n of [1, 2])
    await trpc(page, "POST", "tournament.registerEntrant", { tournamentId: t.id, player1: { kind: "guest", name: `Gast ${n}a` }, player2: { kind: "guest", name: `Gast ${n}b` } });
  await trpc(page, "POST", "tournament.checkInAll", { tournamentId: t.id });
  const paired = await trpc<{ roundId: string }>(page, "POST", "round.pair", { tournamentId: t.id, round: 1 });
  const draft = await trpc<{ round: { version: number } }>(page, "GET", "round.get", { tournamentId: t.id, round: 1 });
  await trpc(page, "POST", "round.publish", { roundId: paired.roundId, version: draft.round.version });
  return { id: t.id, sheet: await trpc<Sheet>(page, "POST", "table.issueCodes", { tournamentId: t.id, round: 1 }) };
}
