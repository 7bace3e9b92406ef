import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { CurrentTournaments } from "@/components/public/current-tournaments";
import { Card } from "@/components/ui";
import { isDatabaseUnavailable, reportUnavailable } from "@/server/db/unavailable";
import { publicContext } from "@/server/live";
import { listCurrentPublicTournaments } from "@/server/services/public/list-current-public-tournaments";

/** The tournaments running and coming up; none while the database is away (the home page itself stays up). */
async function currentTournaments() {
  try {
    return await listCurrentPublicTournaments({ ctx: await publicContext(), input: {} });
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e;
    reportUnavailable("home", e);
    return [];
  }
}

export default async function HomePage() {
  const current = await currentTournaments();
  const t = await getTranslations("common.home");
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-felt p-8 text-white">
        <h1 className="text-4xl font-bold">Stichfest</h1>
        <p className="mt-3 max-w-2xl text-xl text-white/90">{t("lead")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/spielblock" className="min-h-12 rounded-lg bg-white px-5 py-3 text-lg font-semibold text-felt">
            {t("sheets")}
          </Link>
          <Link href="/anmelden" className="min-h-12 rounded-lg border border-white px-5 py-3 text-lg font-semibold">
            {t("signIn")}
          </Link>
          <Link href="/registrieren" className="min-h-12 rounded-lg border border-white px-5 py-3 text-lg font-semibold">
            {t("signUp")}
          </Link>
          <Link href="/tisch" className="min-h-12 rounded-lg border border-white px-5 py-3 text-lg font-semibold">
            {t("tableEntry")}
          </Link>
        </div>
      </section>
      <CurrentTournaments items={current} />
      <Link href="/spielblock" className="block rounded-2xl border-2 border-felt bg-white p-6 shadow-sm hover:border-brand" data-testid="home-sheets">
        <h2 className="text-2xl font-bold">{t("sheetsTitle")}</h2>
        <p className="mt-2 text-lg text-stone-700">{t("sheetsText")}</p>
      </Link>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <h2 className="text-xl font-semibold">{t("checkedTitle")}</h2>
          <p className="mt-2 text-stone-700">{t("checkedText")}</p>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold">{t("offlineTitle")}</h2>
          <p className="mt-2 text-stone-700">{t("offlineText")}</p>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold">{t("liveTitle")}</h2>
          <p className="mt-2 text-stone-700">{t("liveText")}</p>
        </Card>
      </div>
    </div>
  );
}
