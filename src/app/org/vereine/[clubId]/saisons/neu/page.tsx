import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SeasonForm } from "@/components/seasons/season-form";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("seasons.newPage");
  return { title: t("title") };
}

export default async function NewSeasonPage({ params }: { params: Promise<{ clubId: string }> }) {
  const { clubId } = await params;
  await requireSessionUser(`/org/vereine/${clubId}/saisons/neu`);
  const club = await orNotFound((await api()).club.get({ clubId }));
  const t = await getTranslations("seasons.newPage");
  return (
    <div className="space-y-6">
      <Link href={`/org/vereine/${club.id}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {club.name}
      </Link>
      <PageTitle sub={t("sub")}>{t("title")}</PageTitle>
      <Card>
        <SeasonForm mode="create" clubId={club.id} />
      </Card>
    </div>
  );
}
