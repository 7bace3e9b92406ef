import { getTranslations } from "next-intl/server";
import { gameViews } from "@/components/games";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("match.title") };
}

// One table of the office's results: the game's own page (a match of two pairs, or a Spielliste).
export default async function MatchPage({ params }: { params: Promise<{ tournamentId: string; matchId: string }> }) {
  const { tournamentId, matchId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/tische/${matchId}`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  return gameViews(t.game).office.table(caller, { tournamentId, tournamentName: t.name, game: t.game, matchId });
}
