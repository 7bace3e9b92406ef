// The home page's list of public tournaments running now, finished today or coming up, each a link to its public page.
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { gameOf } from "@/games";
import type { listCurrentPublicTournaments } from "@/server/services/public/list-current-public-tournaments";
import { usePick } from "@/i18n/use-pick";
import { dateText } from "./format";

type Item = Awaited<ReturnType<typeof listCurrentPublicTournaments>>[number];

export function CurrentTournaments({ items }: { items: Item[] }) {
  const t = useTranslations("public");
  const locale = useLocale();
  const pick = usePick();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="current-tournaments">
      <h2 id="current-tournaments" className="mb-3 text-2xl font-bold">
        {t("currentTournaments.heading")}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="current-tournaments">
        {items.map((x) => (
          <li key={x.slug}>
            <Link
              href={`/t/${x.slug}`}
              className="flex min-h-12 items-start gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm hover:border-felt"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold">{x.name}</span>
                <span className="block text-stone-600">
                  {x.clubName} · {dateText(x.date, locale)}
                  {x.venue ? ` · ${x.venue}` : ""} · {pick(gameOf(x.game).name)}
                </span>
              </span>
              {x.status === "running" ? (
                <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-felt">{t("currentTournaments.running")}</span>
              ) : x.status === "finished" ? (
                <span className="rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800">{t("currentTournaments.finished")}</span>
              ) : (
                <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700">{t("currentTournaments.planned")}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
