// Projector view for the hall: large type on a dark screen, the standings and a published round's seating paged
// and cycled by themselves (projector-seating.ts says which), the running round's progress, the round clock and a
// QR code to the public page. Nothing to click. A big event reaches the screen in chunks of 60 rows a section
// (?stand= and ?sitz= say which, projector-chunks.ts): FitPages pages through one and then asks for the next, so the
// page stays small however many players come. The line under the name says what the screen shows now: it holds each
// section's heading, and the one whose section FitPages shows is visible (CSS on the cycler's data-section, no
// script). The progress block names the open tables past their end (round-time.ts); the clock shows each such line
// from its moment on.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HallAddressWarning } from "@/components/hall-address-warning";
import { FitPages } from "@/components/public/fit-pages";
import { LivePart } from "@/components/public/live-part";
import { LiveRefresh } from "@/components/public/live-refresh";
import { fitPagesWords, liveRefreshWords, roundClockWords } from "@/components/public/live-words";
import { CHUNK, chunkOffset, chunkRange, chunkTag, nextChunk } from "@/components/public/projector-chunks";
import { projectorSections, seatingCount, seatingRound } from "@/components/public/projector-seating";
import { ProjectorSeatingTable } from "@/components/public/projector-seating-table";
import { QrCode } from "@/components/public/qr-code";
import { RoundClock } from "@/components/public/round-clock";
import { allTablesDone, overtimeSteps, showsAt, tableEnds } from "@/components/public/round-time";
import { publicViews } from "@/components/games/public-views";
import { getLiveTournament } from "@/server/live";
import { hallOrigin } from "@/server/live/public-url";
import { zonedInstant } from "@/lib/time-zone";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ zeilen?: string; sekunden?: string; stand?: string; sitz?: string }>;
};

// Above this many tables the progress squares are left out: from the back of the hall they could not be read.
const MAX_SQUARES = 60;

// A seating page shows for the paging interval when it holds this many rows, shorter by its rows (FitPages): people
// look up one name, and a late comer waits less for the page with theirs.
const SEATING_ROWS_PER_INTERVAL = 20;

// The heading under the name shows while its section is on screen (the cycler's data-section); whole class names,
// for Tailwind to find.
const HEADING_CLASS = {
  standings: "hidden group-has-[[data-section=standings]]/projector:inline",
  seating: "hidden group-has-[[data-section=seating]]/projector:inline",
} as const;

export async function generateMetadata(): Promise<Metadata> {
  const tr = await getTranslations("public");
  return { title: tr("projector.title"), robots: { index: false } };
}

export default async function ProjectorPage({ params, searchParams }: Props) {
  const tr = await getTranslations("public");
  const { slug } = await params;
  const sp = await searchParams;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  const t = s.tournament;
  const { Standings, standingsRows } = publicViews(t.game);
  // The rows per page follow the screen's height (FitPages); ?zeilen=8 fixes them, ?sekunden=15 the paging pace.
  const perPage = sp.zeilen ? Math.min(30, Math.max(4, Number(sp.zeilen) || 9)) : undefined;
  const seconds = Math.min(120, Math.max(5, Number(sp.sekunden) || 12));
  const current = s.rounds.find((r) => r.number === s.currentRound) ?? null;
  const done = current ? current.tables.filter((x) => x.status !== "open").length : 0;
  const allDone = current ? allTablesDone(current.tables) : false;
  const confirmed = current ? current.tables.filter((x) => x.confirmed).length : 0;
  const dealsIn = current ? current.tables.reduce((n, x) => n + x.deals, 0) : 0;
  const seating = seatingRound(s);
  // Each section's chunk: its rows in all and where the shown ones start (a section not shown has none).
  const chunks = projectorSections(s).map((key) => {
    const total = key === "seating" ? (seating ? seatingCount(s, seating) : 0) : standingsRows(s);
    return { key, total, offset: chunkOffset(key === "seating" ? sp.sitz : sp.stand, total) };
  });
  const sections = chunks.map(({ key, total, offset }) => {
    const range = chunkRange({ total, offset });
    const words = { first: range.first, last: range.last, total };
    return {
      key,
      heading:
        key === "seating" && seating
          ? tr("projector.seatingTitle", { round: seating.number })
          : t.status === "finished"
            ? tr("projector.standingsFinal")
            : s.standings.throughRound
              ? tr("projector.standingsAfter", { round: s.standings.throughRound })
              : tr("projector.standingsNone"),
      rowsPerInterval: key === "seating" ? SEATING_ROWS_PER_INTERVAL : undefined,
      chunk: chunkTag(range),
      range: range.chunked ? tr(key === "seating" ? "projector.seatingRange" : "projector.standingsRange", words) : undefined,
      node:
        key === "seating" && seating ? (
          <ProjectorSeatingTable snapshot={s} round={seating} from={offset} to={offset + CHUNK} />
        ) : (
          // Short screens (1024x768) take tighter rows: the type stays, the line height and padding give.
          <div className="rounded-xl bg-white p-4 text-stone-900 short:px-3 short:py-2 short:[&_td]:py-0.5 short:[&_td]:leading-tight short:[&_th]:py-0.5">
            <Standings snapshot={s} from={offset} to={offset + CHUNK} big />
          </div>
        ),
    };
  });
  // The next chunk's address, with the screen's own settings (none where every section fits in one chunk).
  const following = nextChunk(chunks);
  const query = new URLSearchParams();
  if (sp.zeilen) query.set("zeilen", String(sp.zeilen));
  if (sp.sekunden) query.set("sekunden", String(sp.sekunden));
  chunks.forEach(({ key }, i) => {
    const offset = following.offsets[i]!;
    if (offset) query.set(key === "seating" ? "sitz" : "stand", String(offset));
  });
  const next = following.more ? `/t/${encodeURIComponent(t.slug)}/projektor${query.size ? `?${query}` : ""}` : undefined;
  const squares = current !== null && current.tables.length <= MAX_SQUARES;
  // The round's own clock (its start, the minutes by table size), else the day's plan for the round: when each open
  // table's time ends, and the overtime line from each end on (the clock shows the one for its time).
  const ownClock = t.roundMinutes && current?.clockStartedAt ? { startedAt: new Date(current.clockStartedAt).getTime(), bySize: t.roundMinutes } : null;
  const plan = current && !ownClock ? t.schedule.find((p) => p.round === current.number) : undefined;
  const planEnd = plan ? zonedInstant(t.date, plan.start, t.timeZone).getTime() + plan.minutes * 60_000 : null;
  const overtime = current ? overtimeSteps(tableEnds(current.tables.map((x) => ({ ...x, seats: x.seats.length })), ownClock, planEnd)) : [];
  const renderedAt = Date.now();
  const hall = await hallOrigin();
  const url = `${hall.origin}/t/${t.slug}`;

  return (
    <div className="group/projector fixed inset-0 z-50 flex flex-col overflow-hidden bg-stone-950 p-6 text-white short:p-5 tall:p-8" data-testid="projector">
      <div className="flex items-start justify-between gap-8">
        <div>
          <h1 className="text-3xl font-bold tall:text-4xl">{t.name}</h1>
          <LivePart as="p" part="standings-heading" className="mt-1 text-xl text-white/80 tall:text-2xl" data-testid="projector-heading">
            {sections.map((x) => (
              <span key={x.key} className={HEADING_CLASS[x.key]}>
                {x.heading}
              </span>
            ))}
          </LivePart>
          <div className="mt-2 short:mt-1">
            <LiveRefresh stream={`/api/live/t/${encodeURIComponent(t.slug)}`} eventId={found.eventId} etag={found.etag} words={await liveRefreshWords()} dark />
          </div>
        </div>
        {/* A finished tournament has no round to time and none to come. */}
        {t.status === "finished" ? null : (
          <RoundClock
            date={t.date}
            timeZone={t.timeZone}
            schedule={t.schedule}
            currentRound={s.currentRound}
            tables={ownClock ? { startedAt: new Date(ownClock.startedAt).toISOString(), bySize: ownClock.bySize } : null}
            done={allDone}
            words={await roundClockWords(ownClock?.bySize.map((x) => x.size) ?? [])}
          />
        )}
      </div>

      {/* One row exactly as high as the room left: the standings' measure never depends on their own length. */}
      <div className="mt-4 grid min-h-0 short:mt-3 flex-1 grid-cols-[1fr_auto] grid-rows-[minmax(0,1fr)] gap-6 tall:gap-8">
        {/* Keyed by its chunk: each chunk starts at its own first page. */}
        <FitPages
          key={chunks.map((c) => c.offset).join("-")}
          intervalMs={seconds * 1000}
          rows={perPage}
          sections={sections.map(({ heading: _, ...section }) => section)}
          next={next}
          words={await fitPagesWords()}
        />
        <aside className="flex min-h-0 w-64 flex-col gap-4 xl:w-80" data-testid="projector-aside">
          {current ? (
            <LivePart part="progress" data-testid="projector-progress">
              <h2 className="text-2xl font-bold tall:text-3xl">{tr("projector.round", { round: current.number })}</h2>
              <p className="text-xl tall:text-2xl">
                {tr("projector.tablesDone", { done, total: current.tables.length })}
              </p>
              <p className="text-xl tall:text-2xl" data-testid="projector-confirmed">
                {tr("projector.confirmed", { count: confirmed })}
              </p>
              <p className="text-xl tall:text-2xl" data-testid="projector-deals">
                {tr("projector.deals", { count: dealsIn })}
              </p>
              {overtime.map((step) => (
                <p
                  key={step.from}
                  className="text-xl font-bold text-amber-300 tall:text-2xl"
                  data-testid="projector-overtime"
                  data-from={step.from}
                  data-until={step.until ?? undefined}
                  hidden={!showsAt(step, renderedAt)}
                >
                  {squares
                    ? tr("projector.overtime", { count: step.tables.length, tables: step.tables.join(", ") })
                    : tr("projector.overtimeCount", { count: step.tables.length })}
                </p>
              ))}
              {squares ? (
                <>
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
                  <p className="mt-2 text-base text-white/80 tall:text-lg" data-testid="projector-legend">
                    {tr("projector.legend")}
                  </p>
                </>
              ) : null}
            </LivePart>
          ) : null}
          {/* The code takes the height left (at most 260 px), its caption always under it. */}
          <div className="flex min-h-0 flex-1 flex-col items-center justify-end gap-2">
            <QrCode value={url} label={tr("projector.qrLabel", { url })} className="aspect-square max-h-[260px] min-h-0 max-w-full flex-1" />
            <p className="text-center text-lg tall:text-xl" data-testid="projector-qr-caption">
              {tr("projector.qrCaption")}
            </p>
            {hall.noNetworkAddress ? <HallAddressWarning dark className="text-sm" /> : null}
          </div>
        </aside>
      </div>
    </div>
  );
}
