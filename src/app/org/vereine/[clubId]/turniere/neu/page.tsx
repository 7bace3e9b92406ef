import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { gameViews } from "@/components/games";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { gameIds, isGameId } from "@/games";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("clubs.newTournament");
  return { title: t("title") };
}

export default async function NewTournamentPage({
  params,
  searchParams,
}: {
  params: Promise<{ clubId: string }>;
  searchParams: Promise<{ spiel?: string }>;
}) {
  const { clubId } = await params;
  const { spiel } = await searchParams;
  // The build's first game is the page without a parameter; an unknown one shows it too.
  const first = gameIds[0]!;
  const game = spiel && isGameId(spiel) ? spiel : first;
  const { words, CreateForm } = gameViews(game);
  await requireSessionUser(`/org/vereine/${clubId}/turniere/neu`);
  const club = await orNotFound((await api()).club.get({ clubId }));
  const t = await getTranslations("clubs.newTournament");
  return (
    <div className="space-y-6">
      <Link href={`/org/vereine/${club.id}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {club.name}
      </Link>
      <PageTitle sub={t(words.create.sub)}>{t("title")}</PageTitle>
      <nav aria-label={t("gameNav")} className="flex gap-3">
        {gameIds.map((g) => (
          <Link
            key={g}
            href={`/org/vereine/${club.id}/turniere/neu${g === first ? "" : `?spiel=${g}`}`}
            aria-current={g === game ? "page" : undefined}
            className={`inline-flex min-h-12 items-center rounded-lg border px-5 py-2 text-lg font-semibold ${
              g === game ? "border-brand bg-brand text-white" : "border-stone-300 bg-white hover:border-brand"
            }`}
          >
            {t(gameViews(g).words.create.label)}
          </Link>
        ))}
      </nav>
      <Card>
        <CreateForm clubId={club.id} />
      </Card>
    </div>
  );
}
