// The organizer finishes a tournament after its last round; the public page then shows the final standings.
import { expect, test } from "@playwright/test";
import { DEMO, oneTableTournament, signIn, trpc } from "./helpers";

test("the organizer finishes the tournament after its last round; the public page says Endstand", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/org$/);
  const { id } = await oneTableTournament(page, `Abschluss ${Date.now()}`);
  // Round 1 of 1 closed with the organizer's result for its one table.
  const round = await trpc<{ round: { id: string; version: number }; tables: { matchId: string }[] }>(page, "GET", "round.get", { tournamentId: id, round: 1 });
  await trpc(page, "POST", "result.closeRound", {
    roundId: round.round.id,
    version: round.round.version,
    adjustments: [{ matchId: round.tables[0]!.matchId, nsOutcome: "win", ewOutcome: "loss", nsPoints: 120, ewPoints: 44, reason: "Zeit abgelaufen" }],
  });

  await page.goto(`/org/turniere/${id}`);
  await page.getByRole("button", { name: "Turnier beenden" }).click();
  await page.getByRole("button", { name: "Ja, Turnier beenden" }).click();
  await expect(page.getByTestId("finish-tournament")).toContainText("Das Turnier ist beendet");
  await expect(page.getByRole("button", { name: "Wieder öffnen" })).toBeVisible();

  const { slug } = await trpc<{ slug: string }>(page, "GET", "tournament.get", { tournamentId: id });
  await page.goto(`/t/${slug}`);
  await expect(page.getByRole("heading", { name: "Endstand" })).toBeVisible();
  await expect(page.getByTestId("tournament-status")).toHaveText("Beendet");
});
