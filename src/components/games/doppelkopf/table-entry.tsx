"use client";
// The Spielliste on the table's device, kept by the list keeper (position 4, at five position 5): the players with
// their totals and who deals, the next game entered and checked by the engine as it is typed (with the Vorführung
// announced before it is due), the running list with this device's waiting games, undo, and at the end the
// confirmation by another player. Sending (offline queue, exactly once) is the table entry's (table-entry-app.tsx).
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { dueVorfuehrung, gameSeats, replaySpielliste, withPenalties, type TableSize } from "@/games";
import { ConfirmPanel, type Confirmer } from "../../table-entry/confirm-panel";
import type { CaptainView, TableEntryProps } from "../../table-entry/captain-view";
import { Button, Card } from "../../ui";
import { checkGame, gameTypes, emptyGame, type GameDraft } from "./game-draft";
import { GameFields, Reasons } from "./game-fields";
import { DoppelkopfFullRecordEntry } from "./full-record/entry";
import { signedPoints } from "./labels";
import { SpiellisteTable } from "./spielliste-table";
import { TableClock, useTimeUp } from "./table-clock";
import { TablePenalty } from "./table-penalty";
import { TimeUpNote } from "./time-up-note";

export type DoppelkopfCaptainView = Extract<CaptainView, { game: "doppelkopf" }>;

/** The table entry's Doppelkopf part (games/table-entries.ts): a Doppelkopf table's view only, leaving at its foot. */
export function DoppelkopfEntry({ leaving, ...props }: TableEntryProps) {
  if (props.view.game !== "doppelkopf") return null;
  return (
    <>
      <DoppelkopfTableEntry {...props} view={props.view} />
      <div className="mt-8">{leaving}</div>
    </>
  );
}

function DoppelkopfTableEntry({
  view,
  records,
  canWrite,
  waiting,
  onSave,
  refresh,
  banners,
  undo,
}: {
  view: DoppelkopfCaptainView;
  /** The stored games, then this device's waiting ones. */
  records: Record<string, unknown>[];
  canWrite: boolean;
  waiting: number;
  onSave: (record: Record<string, unknown>) => void;
  /** Reloads the table from the server (after a confirmation or a noted penalty). */
  refresh: () => void;
  /** The table entry's status lines (sending, takeover, refusals), shown under the players. */
  banners: React.ReactNode;
  undo: React.ReactNode;
}) {
  const tdk = useTranslations("doppelkopf");
  const locale = useLocale();
  const PLAYERS: Confirmer = { by: tdk("tableEntry.by"), to: tdk("tableEntry.to"), codeLabel: tdk("tableEntry.codeLabel") };
  const { positions, gamesPlanned } = view.spielliste;
  const size = positions.length as TableSize;
  // Once time is up the outstanding normal games are struck where the list stands (the server stores the strike
  // with the first game it takes after the end): only the missing Pflichtsoli follow, as Vorführungen.
  const timeUp = useTimeUp(view.clock);
  const struckAfter = view.spielliste.struckAfter ?? (timeUp ? records.length : null);
  const setting = useMemo(
    () => ({ size, rules: view.tournament.rules, gamesPlanned, firstDealer: view.match.firstDealer, struckAfter, records }),
    [size, view.tournament.rules, gamesPlanned, view.match.firstDealer, struckAfter, records],
  );
  const list = useMemo(() => replaySpielliste(setting), [setting]);
  // A player's total: the games and the penalties the referee countersigned (TSR 9, 8.2.2).
  const totals = withPenalties(list.totals, view.spielliste.penalties.filter((x) => x.signed).map((x) => x.points));
  const total = (p: number) => totals[p] ?? 0;
  const [draft, setDraft] = useState<GameDraft>(emptyGame);
  const next = list.next;
  const live = useMemo(() => (next ? checkGame(setting, next.dealer, draft, setting.records.length, tdk, locale) : null), [setting, next, draft, tdk, locale]);
  const name = (p: number) => positions[p]?.name ?? tdk("tableEntry.position", { number: p + 1 });
  const types = useMemo(() => gameTypes(view.tournament.rules), [view.tournament.rules]);
  const seats = next ? gameSeats(size, next.dealer) : null;
  const vorfuehrung = dueVorfuehrung(list);
  // After each game the next one's form comes to the top of the screen: one game, one screen (a 10-inch tablet).
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef(next?.number);
  useEffect(() => {
    if (shown.current !== next?.number) form.current?.scrollIntoView({ block: "start" });
    shown.current = next?.number;
  }, [next?.number]);
  // The save button stays on the screen as the form grows while a game is typed (a Hochzeit's trick, a reason):
  // the page moves just as far as needed, never the list keeper.
  const save = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = save.current;
    const whole = form.current?.getBoundingClientRect();
    // Only where the whole form fits the screen (a tablet); a phone reads it from the top.
    if (row && whole && whole.height <= window.innerHeight && row.getBoundingClientRect().bottom > window.innerHeight)
      row.scrollIntoView({ block: "nearest" });
  });

  return (
    // A tablet in landscape (the `short` variant: wide but at most 899 px high) gets a compact head, so that a
    // whole game, save button included, fits under it.
    <div className="space-y-5 short:space-y-2">
      <header className="space-y-2 short:space-y-1.5">
        <div className="space-y-2 short:flex short:flex-wrap short:items-center short:gap-2 short:space-y-0">
          <h1 className="text-3xl font-bold short:mr-auto short:min-w-0 short:truncate short:text-xl">
            {tdk("tableEntry.title", { table: view.match.tableNumber, round: view.round.number })}
            <span className="block text-lg font-normal text-stone-700 sm:ml-3 sm:inline short:text-base">{view.tournament.name}</span>
          </h1>
          {/* The status lines (sending, the clock): under the title, beside it on a landscape tablet. */}
          <div className="grid gap-3 md:grid-cols-2 short:flex short:flex-wrap short:gap-2 short:[&>*]:py-1 short:[&>*]:text-base">
            {banners}
            {view.clock && !view.match.confirmedAt && list.gamesLeft > 0 ? <TableClock clock={view.clock} /> : null}
          </div>
        </div>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={tdk("tableEntry.players")}>
          {positions.map((p) => (
            <li
              key={p.position}
              className={`rounded-lg border-2 px-3 py-2 short:py-0.5 ${next?.dealer === p.position ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white"}`}
            >
              {/* On a landscape tablet one line: the number and the name (who deals: the colour and the game's title). */}
              <span className="block text-sm text-stone-600 short:hidden">
                {tdk("tableEntry.position", { number: p.position + 1 })}
                {next?.dealer === p.position ? (seats?.sitsOut !== null ? tdk("tableEntry.dealsSitsOut") : tdk("tableEntry.deals")) : ""}
              </span>
              <span className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 text-lg font-semibold short:truncate short:text-base">
                  <span className="hidden font-normal text-stone-600 short:inline">{p.position + 1} · </span>
                  {p.name}
                </span>
                <span className="text-2xl font-bold tabular-nums short:text-xl" data-testid={`total-${p.position + 1}`}>
                  {signedPoints(total(p.position))}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </header>

      {view.match.confirmedAt ? (
        <p className="rounded-lg bg-green-100 px-4 py-3 text-lg text-green-900">{tdk("tableEntry.confirmed")}</p>
      ) : list.gamesLeft === 0 ? (
        <ConfirmPanel view={view} waiting={waiting} onConfirmed={refresh} confirmer={PLAYERS}>
          <p className="text-lg">
            {tdk("tableEntry.final", { list: positions.map((p) => `${p.name} ${signedPoints(total(p.position))}`).join(" · ") })}
          </p>
        </ConfirmPanel>
      ) : list.afterTime?.blocked ? (
        // Time is up and only the dealer who sits out lacks his Pflichtsolo: no game can follow (TSR 8.5.1).
        <TimeUpNote afterTime={list.afterTime} name={name} atTable />
      ) : canWrite && next && seats && live ? (
        <Card className="short:p-3">
          <form
            ref={form}
            noValidate
            className="scroll-mt-2 space-y-4 short:space-y-1.5"
            aria-label={tdk("tableEntry.nextGame")}
            onSubmit={(e) => {
              e.preventDefault();
              if (!live.ok) return;
              onSave(live.record);
              setDraft(emptyGame());
            }}
          >
            <h2 className="text-2xl font-bold short:text-xl">
              {tdk("tableEntry.gameOf", { number: next.number, total: list.games.length + list.gamesLeft })}
              <span className="ml-2 text-base font-normal text-stone-600">
                {tdk("tableEntry.dealer", { name: name(next.dealer) })}
                {seats.sitsOut !== null ? tdk("tableEntry.sitsOut") : ""}
              </span>
            </h2>
            {vorfuehrung !== null ? (
              <p role="note" className="rounded-lg bg-amber-100 px-4 py-3 text-lg text-amber-900 short:py-1.5" data-testid="vorfuehrung">
                {struckAfter !== null
                  ? tdk("tableEntry.vorfuehrungLate", { name: name(vorfuehrung), left: list.gamesLeft })
                  : tdk("tableEntry.vorfuehrung", { name: name(vorfuehrung), left: list.gamesLeft })}
              </p>
            ) : null}
            {view.tournament.entryMode === "full" ? (
              // Card by card: every card through the engine, saved as a full record (same queue, same list).
              <DoppelkopfFullRecordEntry
                key={next.number}
                matchId={view.match.id}
                number={next.number}
                rules={view.tournament.rules}
                round={next.round}
                engineDealer={next.engineDealer}
                active={seats.active}
                positions={positions}
                onSave={onSave}
              />
            ) : (
              <>
                <GameFields
                  draft={draft}
                  set={(patch) => setDraft((d) => ({ ...d, ...patch }))}
                  active={seats.active}
                  name={name}
                  types={types}
                  errors={live.errors}
                  compact
                />
                <Reasons list={live.errors.general} />
                {/* What is still open or the game's score, beside the save button on a landscape tablet. */}
                <div ref={save} className="space-y-4 short:flex short:items-center short:gap-3 short:space-y-0">
                  {live.missing.length ? (
                    <p className="text-stone-700 short:flex-1">{tdk("tableEntry.stillOpen", { list: live.missing.join(", ") })}</p>
                  ) : null}
                  {live.score ? (
                    <p className="rounded-lg bg-green-50 p-3 text-lg short:flex-1 short:py-2 short:text-base" data-testid="game-preview">
                      {tdk("tableEntry.score", { list: positions.map((p) => `${p.name} ${signedPoints(live.score![p.position]!)}`).join(" · ") })}
                    </p>
                  ) : null}
                  <Button type="submit" disabled={!live.ok} className="w-full text-2xl short:ml-auto short:w-auto short:shrink-0 short:text-xl">
                    {tdk("tableEntry.save", { number: next.number })}
                  </Button>
                </div>
              </>
            )}
          </form>
        </Card>
      ) : null}

      <Card>
        <h2 className="mb-3 text-xl font-semibold">{tdk("tableEntry.list")}</h2>
        <SpiellisteTable view={{ positions, gamesPlanned, list }} penalties={view.spielliste.penalties} />
        {undo ? <div className="mt-3">{undo}</div> : null}
      </Card>
      {canWrite && !view.match.confirmedAt ? <TablePenalty view={{ match: view.match, positions, list }} onNoted={refresh} /> : null}
    </div>
  );
}
