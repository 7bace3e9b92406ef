// The tournaments of a season in date order, each linking to its public page (an unlisted one by its number, without
// a link); running and finished ones marked.
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { dateText } from "@/components/public/format";
import { LivePart } from "@/components/public/live-part";
import type { PublicSeason } from "@/server/services/seasons/get-public-season";
import { eventName } from "./season-format";

export function SeasonEvents({ data }: { data: PublicSeason }) {
  const t = useTranslations("seasonPages");
  const locale = useLocale();
  const { events } = data.view;
  if (events.length === 0) return <p>{t("events.none")}</p>;
  // A joint list names each tournament's club; a club's own list does not repeat its name.
  const clubs = new Set(events.map((e) => e.club));
  return (
    <ul className="space-y-2" data-testid="season-events">
      {events.map((e) => {
        const box = "flex min-h-12 flex-wrap items-center gap-x-3 rounded-lg border border-stone-200 bg-white px-4 py-3";
        const content = (
          <>
            <span className="tabular-nums text-stone-600">{dateText(e.date, locale)}</span>
            <span className="font-semibold">{eventName(t, e)}</span>
            {clubs.size > 1 ? <span className="text-stone-600">{e.club}</span> : null}
            {e.status === "running" ? (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">{t("events.running")}</span>
            ) : e.status === "finished" ? (
              <span className="rounded bg-stone-200 px-1.5 py-0.5 text-sm font-semibold text-stone-800">{t("events.finished")}</span>
            ) : e.status === "draft" ? (
              <span className="text-sm text-stone-500">{t("events.draft")}</span>
            ) : null}
          </>
        );
        return (
          <LivePart as="li" key={e.id} part={`event:${e.id}`}>
            {e.listed ? (
              <Link className={`${box} hover:bg-stone-50`} href={`/t/${e.slug}`}>
                {content}
              </Link>
            ) : (
              <div className={box} data-unlisted="true">
                {content}
              </div>
            )}
          </LivePart>
        );
      })}
    </ul>
  );
}
