// Projector view for the hall: large type on a dark screen, the standings paged and cycled by themselves, the
// running round's progress, the round clock and a QR code to the public page. Nothing to click.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Cycler } from "@/components/public/cycler";
import { LiveRefresh } from "@/components/public/live-refresh";
import { QrCode } from "@/components/public/qr-code";
import { RoundClock } from "@/components/public/round-clock";
import { publicViews } from "@/components/public/views";
import { getLiveTournament } from "@/server/live";
import { publicUrl } from "@/server/live/public-url";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ zeilen?: string; sekunden?: string }> };

export const metadata: Metadata = { title: "Projektor", robots: { index: false } };

export default async function ProjectorPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const sp = await searchParams;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  const t = s.tournament;
  const { Standings, standingsRows } = publicViews(t.game);
  // ?zeilen=8&sekunden=15 adapt the paging to the hall's screen.
  const perPage = Math.min(30, Math.max(4, Number(sp.zeilen) || 9));
  const seconds = Math.min(120, Math.max(5, Number(sp.sekunden) || 12));
  const pages = Array.from({ length: Math.max(1, Math.ceil(standingsRows(s) / perPage)) }, (_, i) => i * perPage);
  const current = s.rounds.find((r) => r.number === s.currentRound) ?? null;
  const done = current ? current.tables.filter((x) => x.status !== "open").length : 0;
  const confirmed = current ? current.tables.filter((x) => x.confirmed).length : 0;
  const dealsIn = current ? current.tables.reduce((n, x) => n + x.deals, 0) : 0;
  const url = await publicUrl(`/t/${t.slug}`);

  return (
    <div className="fixed inset-0 z-50 overflow-hidden bg-stone-950 p-8 text-white" data-testid="projector">
      <div className="flex items-start justify-between gap-8">
        <div>
          <h1 className="text-4xl font-bold">{t.name}</h1>
          <p className="mt-1 text-2xl text-white/80">
            Tabelle {s.standings.throughRound ? `nach Runde ${s.standings.throughRound}` : "– noch keine Runde abgeschlossen"}
          </p>
          <div className="mt-2">
            <LiveRefresh slug={t.slug} eventId={found.eventId} etag={found.etag} dark />
          </div>
        </div>
        <RoundClock
          date={t.date}
          schedule={t.schedule}
          currentRound={s.currentRound}
          tables={
            t.minutesPerRound && current?.clockStartedAt ? { startedAt: new Date(current.clockStartedAt).toISOString(), ...t.minutesPerRound } : null
          }
        />
      </div>

      <div className="mt-4 grid grid-cols-[1fr_auto] gap-8">
        <Cycler intervalMs={seconds * 1000}>
          {pages.map((from) => (
            <div key={from} className="rounded-xl bg-white p-4 text-stone-900">
              <Standings snapshot={s} from={from} to={from + perPage} big />
            </div>
          ))}
        </Cycler>
        <aside className="w-80 space-y-6">
          {current ? (
            <div data-testid="projector-progress">
              <h2 className="text-3xl font-bold">Runde {current.number}</h2>
              <p className="text-2xl">
                {done} von {current.tables.length} Tischen fertig
              </p>
              <p className="text-2xl" data-testid="projector-confirmed">
                {confirmed} bestätigt
              </p>
              <p className="text-2xl" data-testid="projector-deals">
                {dealsIn} Spiele erfasst
              </p>
              <div className="mt-3 grid grid-cols-6 gap-1" aria-hidden>
                {current.tables.map((x) => (
                  <span
                    key={x.table}
                    className={`rounded py-1 text-center text-lg font-bold ${x.confirmed ? "bg-green-600" : x.status !== "open" ? "bg-amber-500" : x.deals ? "bg-blue-700" : "bg-stone-700"}`}
                  >
                    {x.table}
                  </span>
                ))}
              </div>
              <p className="mt-2 text-lg text-white/70">blau: läuft · orange: fertig · grün: bestätigt</p>
            </div>
          ) : null}
          <div className="flex flex-col items-center gap-2">
            <QrCode value={url} size={260} label={`QR-Code: ${url}`} />
            <p className="text-center text-xl">Live-Tabelle &amp; „Wo sitze ich?“ auf dem Handy</p>
          </div>
        </aside>
      </div>
    </div>
  );
}
