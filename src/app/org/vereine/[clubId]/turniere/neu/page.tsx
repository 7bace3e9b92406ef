import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DoppelkopfSettingsForm } from "@/components/games/doppelkopf/settings-form";
import { TournamentSettingsForm } from "@/components/games/klammern/settings-form";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("clubs.newTournament");
  return { title: t("title") };
}

const GAMES = ["klammern", "doppelkopf"] as const;

export default async function NewTournamentPage({
  params,
  searchParams,
}: {
  params: Promise<{ clubId: string }>;
  searchParams: Promise<{ spiel?: string }>;
}) {
  const { clubId } = await params;
  const game = (await searchParams).spiel === "doppelkopf" ? "doppelkopf" : "klammern";
  await requireSessionUser(`/org/vereine/${clubId}/turniere/neu`);
  const club = await orNotFound((await api()).club.get({ clubId }));
  const t = await getTranslations("clubs.newTournament");
  return (
    <div className="space-y-6">
      <Link href={`/org/vereine/${club.id}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {club.name}
      </Link>
      <PageTitle sub={t(`${game}.sub`)}>{t("title")}</PageTitle>
      <nav aria-label={t("gameNav")} className="flex gap-3">
        {GAMES.map((g) => (
          <Link
            key={g}
            href={`/org/vereine/${club.id}/turniere/neu${g === "klammern" ? "" : `?spiel=${g}`}`}
            aria-current={g === game ? "page" : undefined}
            className={`inline-flex min-h-12 items-center rounded-lg border px-5 py-2 text-lg font-semibold ${
              g === game ? "border-brand bg-brand text-white" : "border-stone-300 bg-white hover:border-brand"
            }`}
          >
            {t(`${g}.label`)}
          </Link>
        ))}
      </nav>
      <Card>{game === "doppelkopf" ? <DoppelkopfSettingsForm mode="create" clubId={club.id} /> : <TournamentSettingsForm mode="create" clubId={club.id} />}</Card>
    </div>
  );
}
