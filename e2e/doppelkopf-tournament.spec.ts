// Issue 11, as far as the organizer pages go today: a Doppelkopf tournament created from the club, its settings
// shown, players registered one by one, round 1 drawn at one table of five, published, its table card printed.
import { expect, test } from "@playwright/test";
import { signUp, trpc } from "./helpers";

const stamp = Date.now();

test("organizer: a Doppelkopf tournament, five players, round 1 at a table of five, its table card and its Spielliste in the office", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Doris Doko", `doris${stamp}@example.org`);
  await page.getByLabel("Vereinsname").fill("Doko-Runde Homburg");
  await page.getByRole("button", { name: "Verein anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Doko-Runde Homburg" })).toBeVisible();

  await page.getByRole("link", { name: "Neues Turnier" }).click();
  await page.getByRole("navigation", { name: "Spiel" }).getByRole("link", { name: "Doppelkopf" }).click();
  await expect(page.getByText("Doppelkopf, Einzelwertung an Vierer- und Fünfertischen")).toBeVisible();
  await expect(page).toHaveURL(/spiel=doppelkopf/);
  await expect(page.getByLabel("Regeln")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/doppelkopf-neu-tablet.png", fullPage: true });
  await page.getByLabel("Name des Turniers").fill("Doko-Abend im Advent");
  await page.getByLabel("Datum").fill("2026-12-12");
  await page.getByLabel("Spiele je Runde").selectOption({ label: "12 / 15 Spiele" });
  await page.getByLabel("Wertung").selectOption("placement");
  await page.getByRole("button", { name: "Turnier anlegen" }).click();

  await expect(page.getByRole("heading", { name: "Doko-Abend im Advent" })).toBeVisible();
  await expect(page.getByText("12 zu viert · 15 zu fünft")).toBeVisible();
  await expect(page.getByText("100 min zu viert · 125 min zu fünft")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /Platzpunkte am Tisch/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /DDV-Turnierspielregeln/ })).toBeVisible();
  const tournamentUrl = page.url();

  await page.getByRole("link", { name: /^Spieler \(/ }).click();
  await expect(page.getByRole("heading", { name: "Spieler anmelden" })).toBeVisible();
  for (const name of ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo", "Eva Kreuz"]) {
    await page.getByRole("radiogroup", { name: "Spieler" }).getByRole("radio", { name: "Gast" }).click();
    await page.getByLabel("Name des Gastes").fill(name);
    await page.getByLabel(/gleich einchecken/).check();
    await page.getByRole("button", { name: "Spieler anmelden" }).click();
    await expect(page.getByText(/Spieler \d+ ist angemeldet/)).toBeVisible();
  }
  await expect(page.getByTestId("entrant-list").getByText("Eva Kreuz (Gast)")).toBeVisible();
  await expect(page.getByTestId("entrant-5").getByText("Spieler 5")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/doppelkopf-spieler-phone.png", fullPage: true });

  await page.goto(tournamentUrl);
  await page.screenshot({ path: "test-results/doppelkopf-turnier-phone.png", fullPage: true });
  await page.getByRole("button", { name: /Runde 1 auslosen/ }).click();
  await expect(page).toHaveURL(/\/runden\/1$/);
  const table = page.getByTestId("round-tables").getByRole("listitem").first();
  await expect(table.getByText("Position 5")).toBeVisible();
  for (const name of ["Anna Alt", "Bernd Bube", "Clara Dame", "Dieter Karo", "Eva Kreuz"]) await expect(table.locator("ol")).toContainText(name);
  await expect(page.getByTestId("round-explanations")).toContainText("5 Spieler: 1 Tisch zu fünft");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/doppelkopf-runde-tablet.png", fullPage: true });
  await page.getByRole("button", { name: "Runde 1 veröffentlichen" }).click();
  await expect(page.getByText("Veröffentlicht, wird gespielt")).toBeVisible();
  await page.getByRole("link", { name: "Tischkarten drucken" }).click();
  await expect(page.getByText("Tisch 1").first()).toBeVisible();
  await expect(page.getByText("zu fünft setzt er jedes Spiel aus")).toBeVisible();

  // The office enters the table's Spielliste: a normal game, a Damensolo (a Pflichtsolo under the DDV rules) and a
  // Hochzeit.
  await page.goto(`${tournamentUrl}/tische?runde=1`);
  await page.getByTestId("table-results").getByRole("link", { name: /Tisch 1/ }).click();
  await expect(page.getByRole("heading", { name: /Spiel 1 von 15/ })).toBeVisible();
  await expect(page.getByText(/\(setzt aus\)/)).toBeVisible();
  const re = page.getByRole("group", { name: "Re" }).getByRole("button");
  await expect(re).toHaveCount(4); // the dealer sits out at a table of five
  await re.nth(0).click();
  await re.nth(2).click();
  await page.getByLabel("Augen von Re").fill("130");
  await expect(page.getByTestId("game-preview")).toContainText("+1");
  await page.getByRole("button", { name: "Spiel speichern" }).click();
  await expect(page.getByText("Spiel 1 gespeichert.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Spiel 2 von 15/ })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Damensolo" }).click();
  await page.getByRole("group", { name: "Re" }).getByRole("button").nth(1).click();
  await page.getByLabel("Augen von Re").fill("150");
  await page.getByRole("button", { name: "Spiel speichern" }).click();
  await expect(page.getByText("Spiel 2 gespeichert.")).toBeVisible();
  const list = page.getByTestId("spielliste");
  await expect(list.locator("tbody tr")).toHaveCount(3); // two games and the totals
  await expect(page.getByText(/Jede Zeile ergibt 0: ja/)).toBeVisible();
  await expect(page.getByText(/Pflichtsolo gespielt: .* ja/)).toBeVisible();
  // After a Pflichtsolo the same dealer deals again (TSR 4.2.5).
  await expect(page.getByRole("heading", { name: /Spiel 3 von 15/ })).toBeVisible();
  // A Hochzeit whose partner was found in the second trick; Re loses with 100 Augen.
  await page.getByRole("radiogroup", { name: "Spielart" }).getByRole("radio", { name: "Hochzeit" }).click();
  await page.getByRole("radiogroup", { name: "Klärungsstich" }).getByRole("radio", { name: "2. Stich" }).click();
  await page.getByRole("group", { name: "Re" }).getByRole("button").nth(0).click();
  await page.getByRole("group", { name: "Re" }).getByRole("button").nth(3).click();
  await page.getByLabel("Augen von Re").fill("100");
  await expect(page.getByText("Kontra: 140 Augen")).toBeVisible();
  await expect(page.getByTestId("game-preview")).toContainText("−");
  await page.getByRole("button", { name: "Spiel speichern" }).click();
  await expect(page.getByText("Spiel 3 gespeichert.")).toBeVisible();
  await expect(list.locator("tbody tr")).toHaveCount(4);
  await expect(list.getByText("Hochzeit")).toBeVisible();
  await expect(page.getByText(/Jede Zeile ergibt 0: ja/)).toBeVisible();
  // The round clock: the organizer grants the table ten more minutes with a reason.
  await expect(page.getByTestId("table-clock")).toContainText(/Restzeit \d+ min/);
  await page.getByLabel("Mehr Zeit (Minuten)").fill("10");
  await page.getByRole("form", { name: "Mehr Zeit für diesen Tisch" }).getByLabel("Begründung").fill("Tisch hat spät begonnen");
  await page.getByRole("button", { name: "Zeit verlängern" }).click();
  await expect(page.getByText("Verlängert; der Tisch hat jetzt 10 min mehr.")).toBeVisible();
  await expect(page.getByTestId("table-clock")).toContainText("mit 10 min Verlängerung");
  // A minor penalty (TSR 9) in game 1: -3 for the offender, +1 for each other player of that game.
  await page.getByText("Strafe geben (TSR 9)").click();
  const penalty = page.getByRole("form", { name: "Strafe geben" });
  await penalty.getByLabel("Spiel").fill("1");
  await penalty.getByRole("radiogroup", { name: "Wer hat sich vergangen?" }).getByRole("radio").first().click();
  await penalty.getByLabel("Begründung").fill("Karte vorzeitig gezeigt");
  await expect(penalty.getByTestId("penalty-preview")).toContainText("−3");
  await penalty.getByRole("button", { name: "Strafe geben" }).click();
  await expect(page.getByText("Leichte Strafe in Spiel 1 gegeben.")).toBeVisible();
  await expect(list.getByTestId("penalty-row")).toContainText("Karte vorzeitig gezeigt");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/doppelkopf-spielliste-tablet.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/doppelkopf-spielliste-phone.png", fullPage: true });

  // Every page of the tournament answers, organizer's and public.
  const id = new URL(tournamentUrl).pathname.split("/").pop()!;
  const { slug } = await trpc<{ slug: string }>(page, "GET", "tournament.get", { tournamentId: id });
  for (const path of ["tische", "protokoll", "druck", "runden/1", "runden/1/tischkarten", "tabelle"]) {
    const res = await page.goto(`/org/turniere/${id}/${path}`);
    expect(res?.status(), path).toBeLessThan(400);
  }
  // The standings of single players, by the placement points chosen above; nothing played yet, all share rank 1.
  await expect(page.getByTestId("player-standings")).toContainText("Eva Kreuz");
  await expect(page.getByText(/Wertung: Platzpunkte am Tisch/)).toBeVisible();
  for (const path of ["", "/spieler", "/projektor", "/druck"]) {
    const res = await page.goto(`/t/${slug}${path}`);
    expect(res?.status(), `/t/${slug}${path}`).toBeLessThan(400);
  }
  await expect(page.getByTestId("print-view")).toContainText("Setzliste Runde 1");
  for (const kind of ["standings.json", "standings.csv", "rounds.json", "deals.jsonl"]) {
    const res = await page.request.get(`/api/export/t/${slug}/${kind}`);
    expect(res.status(), kind).toBeLessThan(400);
  }
});
