// Decision 59: a member list with bad rows is refused as a whole unless the organizer chooses to import its valid
// rows alone; the rows left out are listed with their reasons and download as CSV with an error column.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, signIn, trpc } from "./helpers";

const stamp = Date.now();

test("a member list with two bad rows: refused as a whole, then its three valid rows imported on request", async ({ page }) => {
  // The demo account: sign-ups per address are limited, and the suite needs its few for its sign-up tests.
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const club = await trpc<{ id: string }>(page, "POST", "club.create", { name: `Teilimport ${stamp}` });
  await page.goto(`/org/vereine/${club.id}/mitglieder`);
  const csv = ["Nummer;Vorname;Nachname", ";Ute;Schäfer", ";;Klein", ";Jürgen;Schmitt", "x7;Dora;Lang", ";Anna;von der Heide"].join("\n");
  await page.getByLabel("… oder die Liste hier einfügen").fill(csv);
  await page.getByRole("button", { name: "Vorschau prüfen" }).click();
  await expect(page.getByTestId("import-preview")).toContainText("Der Vorname fehlt.");
  await expect(page.getByRole("button", { name: "Import bestätigen" })).toBeDisabled();
  await expect(page.getByText("„Import bestätigen“ geht erst, wenn keine Zeile einen Fehler hat.")).toBeVisible();

  // The bad rows download before anything is imported.
  const before = page.waitForEvent("download");
  await page.getByRole("button", { name: "Fehlerhafte Zeilen herunterladen (CSV)" }).click();
  const download = await before;
  expect(download.suggestedFilename()).toBe("nicht-importiert.csv");
  const lines = readFileSync(await download.path(), "utf8").split("\r\n");
  expect(lines.slice(0, 3)).toEqual(["\uFEFFNummer;Vorname;Nachname;Fehler", ";;Klein;Vorname: Der Vorname fehlt.", expect.stringMatching(/^x7;Dora;Lang;Nummer: .*keine positive ganze Zahl/)]);

  await page.getByRole("button", { name: "Die 3 gültigen Zeilen importieren" }).click();
  await expect(page.getByRole("status")).toHaveText("Importiert: 3 neu, 0 geändert, 0 unverändert.");
  const refused = page.getByTestId("refused-rows");
  await expect(refused.getByRole("heading")).toHaveText("2 Zeilen nicht importiert");
  await expect(refused.getByRole("listitem")).toHaveText([/^Zeile 3 · Vorname: Der Vorname fehlt\.$/, /^Zeile 5 · Nummer: .*keine positive ganze Zahl/]);

  // Stored: the three, listed by surname as German lists file them.
  await page.goto(`/org/vereine/${club.id}/mitglieder?sort=name`);
  const rows = page.getByTestId("member-row");
  await expect(rows).toHaveCount(3);
  const names = await rows.allInnerTexts();
  expect(names.map((n) => /Anna von der Heide|Ute Schäfer|Jürgen Schmitt/.exec(n)?.[0])).toEqual(["Anna von der Heide", "Ute Schäfer", "Jürgen Schmitt"]);
});
