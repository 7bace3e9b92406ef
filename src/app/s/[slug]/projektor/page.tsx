// A season's projector view for the hall: large type on a dark screen, the standings paged through by themselves
// as the tournament's projector pages them (FitPages: as many whole rows as the screen holds; ?zeilen=N fixes them,
// ?sekunden=N the pace), the rule and a QR code to the whole list. Follows changes live; nothing to click.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { FitPages } from "@/components/public/fit-pages";
import { LiveRefresh } from "@/components/public/live-refresh";
import { fitPagesWords, liveRefreshWords } from "@/components/public/live-words";
import { QrCode } from "@/components/public/qr-code";
import { ruleSentence } from "@/components/seasons-public/season-format";
import { SeasonTable } from "@/components/seasons-public/season-table";
import { hallOrigin } from "@/server/live/public-url";
import { getLiveSeason, seasonStream } from "../../season-live";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ zeilen?: string; sekunden?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("seasonPages");
  return { title: t("projector.title"), robots: { index: false } };
}

export default async function SeasonProjectorPage({ params, searchParams }: Props) {
  const t = await getTranslations("seasonPages");
  const locale = await getLocale();
  const { slug } = await params;
  const sp = await searchParams;
  const found = await getLiveSeason(slug);
  if (!found) notFound();
  const data = found.data;
  const s = data.season;
  const perPage = sp.zeilen ? Math.min(30, Math.max(4, Number(sp.zeilen) || 12)) : undefined;
  const seconds = Math.min(120, Math.max(5, Number(sp.sekunden) || 12));
  const sections = [
    {
      key: "standings",
      node: (
        <div className="rounded-xl bg-white p-4 text-stone-900">
          <SeasonTable data={data} big />
        </div>
      ),
    },
  ];
  const hall = await hallOrigin();
  const url = `${hall.origin}/s/${s.slug}`;

  return (
    <div className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-stone-950 p-6 text-white tall:p-8" data-testid="season-projector">
      <div>
        <h1 className="text-4xl font-bold tall:text-5xl">{s.name}</h1>
        <p className="mt-1 text-2xl text-white/80 tall:text-3xl">{ruleSentence(t, s, locale)}</p>
        <div className="mt-2">
          <LiveRefresh stream={seasonStream(s.slug)} eventId={found.eventId} etag={found.etag} words={await liveRefreshWords()} dark />
        </div>
      </div>
      {/* One row exactly as high as the room left, as on the tournament's projector. */}
      <div className="mt-4 grid min-h-0 flex-1 grid-cols-[1fr_auto] grid-rows-[minmax(0,1fr)] gap-6 tall:gap-8">
        <FitPages intervalMs={seconds * 1000} rows={perPage} sections={sections} words={await fitPagesWords()} />
        <aside className="flex min-h-0 w-64 flex-col items-center justify-end gap-2 xl:w-80">
          <QrCode value={url} label={t("projector.qrLabel", { url })} className="aspect-square max-h-[260px] min-h-0 max-w-full flex-1" />
          <p className="text-center text-lg tall:text-xl">{t("projector.qrCaption")}</p>
          {hall.noNetworkAddress ? <HallAddressWarning dark className="text-sm" /> : null}
        </aside>
      </div>
    </div>
  );
}
