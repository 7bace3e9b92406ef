import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { NewSheetForm } from "@/components/sheets/new-sheet-form";
import { SheetStatsTable } from "@/components/sheets/sheet-stats-table";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("sheets");
  return { title: t("title") };
}

/** The game sheets of this account (and of the clubs it runs), and a new one. */
export default async function SheetsPage() {
  await requireSessionUser("/spielblock");
  const t = await getTranslations("sheets");
  const format = await getFormatter();
  const trpc = await api();
  const [sheets, clubs, stats] = await Promise.all([trpc.sheet.list(), trpc.club.listMine(), trpc.sheet.stats()]);
  return (
    <div className="space-y-6">
      <PageTitle sub={t("page.sub")}>
        {t("title")}
      </PageTitle>
      <Card>
        <h2 className="mb-4 text-2xl font-bold">{t("page.new")}</h2>
        <NewSheetForm clubs={clubs.map((c) => ({ id: c.id, name: c.name }))} />
      </Card>
      {sheets.length ? (
        <section aria-label={t("page.mine")} className="space-y-3">
          <h2 className="text-2xl font-bold">{t("page.mine")}</h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {sheets.map((s) => (
              <li key={s.id}>
                <Link href={`/spielblock/${s.id}`} className="block min-h-12 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand">
                  <span className="block text-lg font-semibold">{s.title}</span>
                  <span className="text-stone-600">
                    {t(`games.${s.game}`)} · {s.status === "open" ? t("page.open") : t("page.finished")} ·{" "}
                    {format.dateTime(s.createdAt, { day: "numeric", month: "numeric", year: "numeric" })}
                    {s.mine ? "" : t("page.fromClub")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SheetStatsTable rows={stats} />
    </div>
  );
}
