import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { sheetViews } from "@/components/games/sheet-views";
import { ClaimDeviceSheets } from "@/components/sheets/claim-device-sheets";
import { NewSheetForm } from "@/components/sheets/new-sheet-form";
import { SheetStatsTable } from "@/components/sheets/sheet-stats-table";
import { Card, PageTitle } from "@/components/ui";
import { getSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";
import { ensureSheetDevice } from "./actions";

export async function generateMetadata() {
  const t = await getTranslations("sheets");
  return { title: t("title") };
}

const SIGN_IN_BACK = `callbackUrl=${encodeURIComponent("/spielblock")}`;

/** The game sheets of this account (and of the clubs it runs) and of this device, and a new one. Signed out, a sheet
 * starts at once and belongs to this device; signed in, the device's sheets can be taken over. */
export default async function SheetsPage() {
  const user = await getSessionUser();
  const t = await getTranslations("sheets");
  const format = await getFormatter();
  const trpc = await api();
  const [sheets, clubs, stats] = await Promise.all([trpc.sheet.list(), user ? trpc.club.listMine() : [], trpc.sheet.stats()]);
  const onDevice = sheets.filter((s) => s.onDevice).length;
  return (
    <div className="space-y-6">
      <PageTitle sub={user ? t("page.sub") : t("page.signedOutSub")}>{t("title")}</PageTitle>
      {user ? <ClaimDeviceSheets count={onDevice} /> : null}
      <Card>
        <h2 className="mb-4 text-2xl font-bold">{t("page.new")}</h2>
        <NewSheetForm clubs={clubs.map((c) => ({ id: c.id, name: c.name }))} beforeCreate={user ? undefined : ensureSheetDevice} />
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
                    {t(sheetViews(s.game).name)} · {s.status === "open" ? t("page.open") : t("page.finished")} ·{" "}
                    {format.dateTime(s.createdAt, { day: "numeric", month: "numeric", year: "numeric" })}
                    {s.mine ? "" : t("page.fromClub")}
                    {s.onDevice && user ? t("page.onDevice") : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {user ? null : (
        <Card>
          <h2 className="text-xl font-semibold">{t("page.deviceTitle")}</h2>
          <p className="mt-2 text-stone-700">{t("page.deviceText")}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <Link href={`/registrieren?${SIGN_IN_BACK}`} className="inline-flex min-h-12 items-center rounded-lg bg-brand px-5 text-lg font-semibold text-white">
              {t("page.deviceSignUp")}
            </Link>
            <Link href={`/anmelden?${SIGN_IN_BACK}`} className="inline-flex min-h-12 items-center rounded-lg border border-brand px-5 text-lg font-semibold text-brand">
              {t("page.deviceSignIn")}
            </Link>
          </p>
        </Card>
      )}
      <SheetStatsTable rows={stats} />
    </div>
  );
}
