"use client";
// One deal entered card by card (tournaments in full-record mode): hands and Original, bidding, melds and Bella,
// every card of every trick. The engine decides at each step what may be tapped; at the end the full record goes
// into the same offline queue as a summary deal, and the server replays and scores it with the same engine.
import { useState } from "react";
import { runningScore } from "@/engine";
import { Button, ErrorText } from "../../../ui";
import { finished, recordOf, type Players } from "./draft";
import { FullRecordHands } from "./hands";
import { FullRecordPlay } from "./play";
import { useTableText } from "../../../table-entry/use-labels";
import { useFullRecord } from "./use-full-record";

export function FullRecordEntry({
  matchId,
  rules,
  number,
  dealer,
  seatNames,
  players = 4,
  onSave,
}: {
  matchId: string;
  /** Four at a tournament table; two, three or four on a game sheet. */
  players?: Players;
  rules: Record<string, unknown>;
  number: number;
  dealer: number;
  seatNames: string[];
  onSave: (record: Record<string, unknown>) => Promise<void>;
}) {
  const { t, l } = useTableText();
  const f = useFullRecord(matchId, number, dealer, rules, players);
  const sides = l.sideNames(seatNames, players);
  const [saving, setSaving] = useState(false);
  const state = f.built.ok ? f.built.state : null;
  const over = state !== null && finished(state);
  const final = over ? runningScore(state).final : null;
  const buildError = !f.built.ok ? f.built.errors[0] : null;
  const shownError = f.error ?? buildError ?? null;

  async function save() {
    if (!state || !over || saving) return;
    setSaving(true);
    try {
      await onSave(recordOf(state) as unknown as Record<string, unknown>);
      f.forget();
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label={t("dealForm.title", { number })} className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-bold">{t("fullRecord.title", { number })}</h2>
        <span className="text-lg">
          {t.rich("fullRecord.dealer", { name: l.seatLabel(seatNames, players, dealer), b: (c) => <strong>{c}</strong> })}
        </span>
      </div>
      {state === null ? (
        <FullRecordHands draft={f.draft} seatNames={seatNames} onSeat={f.seat} onTap={f.tap} onOriginal={f.original} />
      ) : f.options ? (
        <FullRecordPlay state={state} options={f.options} seatNames={seatNames} onEvent={f.act} />
      ) : null}
      {shownError ? <ErrorText error={{ de: shownError.message, en: shownError.messageEn }} /> : null}
      {final?.ok ? (
        <p className="rounded-lg bg-stone-100 p-3 text-lg" aria-live="polite" data-testid="deal-preview">
          {final.detail.outcome === "void" ? t("fullRecord.allPassed") : ""}
          {t("fullRecord.thisDeal")}{" "}
          {sides.map((name, i) => (
            <span key={name}>
              {i > 0 ? ", " : ""}
              {name} <strong>{final.score[i]}</strong>
            </span>
          ))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={f.undo} disabled={f.draft.hands.every((h) => h.length === 0)}>
          {t("fullRecord.undo")}
        </Button>
      </div>
      <Button type="button" className="w-full text-2xl" disabled={!over || saving} onClick={save}>
        {t("fullRecord.save", { number })}
      </Button>
    </section>
  );
}
