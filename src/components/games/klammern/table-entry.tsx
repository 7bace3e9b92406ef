"use client";
// A Klammern match on the captain's device: both pairs on their seats with the running score, the deals so far, the
// next deal (card by card or its summary) and at the end the opposing pair's confirmation. Sending (offline queue,
// exactly once) is the table entry's (table-entry-app.tsx).
import { useEffect, useMemo, useRef } from "react";
import { Banner } from "../../table-entry/banner";
import type { CaptainView, TableEntryProps } from "../../table-entry/captain-view";
import { ConfirmPanel } from "../../table-entry/confirm-panel";
import { MatchHeader } from "./match-header";
import { useTableText } from "../../table-entry/use-labels";
import { ConfirmDeals } from "./confirm-deals";
import { DealForm } from "./deal-form";
import { DealList } from "./deal-list";
import { scoreMatch, type MatchSetting } from "./deal-draft";
import { FullRecordEntry } from "./full-record/entry";

type KlammernCaptainView = Extract<CaptainView, { game: "klammern" }>;

/** The table entry's Klammern part (games/table-entries.ts): a Klammern table's view only. */
export function KlammernEntry(props: TableEntryProps) {
  return props.view.game === "klammern" ? <KlammernTableEntry {...props} view={props.view} /> : null;
}

function KlammernTableEntry({ view, shown, records, canWrite, waiting, onSave, refresh, banners, undo, leaving }: TableEntryProps & { view: KlammernCaptainView }) {
  const { t, l } = useTableText();
  const setting: MatchSetting = useMemo(() => ({ rules: view.tournament.rules, matchFormat: view.matchFormat }), [view]);
  const evaluated = useMemo(() => scoreMatch(setting, records), [setting, records]);
  const nextNumber = shown.length + 1;
  const nextDealer = shown.length === 0 ? view.match.firstDealer : evaluated.nextDealer;
  const over = evaluated.over;
  const seatNames = [view.ns?.players[0], view.ew?.players[0], view.ns?.players[1], view.ew?.players[1]].map((n) => n ?? "");
  // After each deal the next one's form comes to the top of the screen: one deal, one screen (a 10-inch tablet).
  const form = useRef<HTMLDivElement>(null);
  const formFor = useRef(nextNumber);
  useEffect(() => {
    if (formFor.current !== nextNumber) form.current?.scrollIntoView({ block: "start" });
    formFor.current = nextNumber;
  }, [nextNumber]);
  return (
    <div className="space-y-5">
      <MatchHeader view={view} totals={evaluated.totals} dealsPlayed={shown.length} nextDealer={over ? null : nextDealer} seatNames={seatNames} />
      {banners}
      <DealList deals={shown} evaluated={evaluated} />
      {undo}
      {view.match.confirmedAt ? (
        <Banner tone="ok">{t("app.confirmed")}</Banner>
      ) : over ? (
        <ConfirmPanel view={view} waiting={waiting} onConfirmed={refresh}>
          <ConfirmDeals evaluated={evaluated} seatNames={seatNames} />
          <p className="text-lg">
            {t.rich("app.finalScore", {
              ns: l.sideName(0),
              ew: l.sideName(1),
              nsPoints: evaluated.totals[0] ?? 0,
              ewPoints: evaluated.totals[1] ?? 0,
              first: (c) => <strong data-testid="final-0">{c}</strong>,
              second: (c) => <strong data-testid="final-1">{c}</strong>,
            })}
          </p>
        </ConfirmPanel>
      ) : canWrite && nextDealer !== null && view.tournament.entryMode === "full" ? (
        <FullRecordEntry
          key={nextNumber}
          matchId={view.match.id}
          rules={setting.rules}
          number={nextNumber}
          dealer={nextDealer}
          seatNames={seatNames}
          onSave={onSave}
        />
      ) : canWrite && nextDealer !== null ? (
        <div ref={form} className="scroll-mt-2">
          <DealForm
            key={nextNumber}
            setting={setting}
            previous={records}
            number={nextNumber}
            dealer={nextDealer}
            firstDealer={view.match.firstDealer}
            seatNames={seatNames}
            onSave={onSave}
          />
        </div>
      ) : null}
      <div className="pt-4">{leaving}</div>
    </div>
  );
}
