"use client";
// Result entry for one table: the deals so far, the entry form (validated live by the engine), undo of the last
// deal, and the correction of any deal with a reason (while the round runs too; the server checks the later deals).
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, useTransition } from "react";
import type { KlammernDealDetail } from "@/engine";
import type { Bilingual } from "@/lib/bilingual";
import { useTRPC } from "@/trpc/client";
import { errorDataOf } from "@/trpc/errors";
import { Button, Card, ErrorText } from "../../ui";
import { checkDeal, draftFromRecord, draftRecord, emptyDraft, groupEngineErrors, groupServerErrors, totalFor, type DealDraft } from "./deal-draft";
import { DealTable } from "./deal-table";
import { resultNames } from "../../results/names";
import { SummaryForm } from "./summary-form";
import type { DealView, MatchView } from "../../results/types";

const newKey = () => `org-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function MatchEntry({ view }: { view: MatchView }) {
  const t = useTranslations("results");
  const n = resultNames(t);
  const trpc = useTRPC();
  const router = useRouter();
  // Until the refreshed page arrives, the form still holds the match's old version: saving then would be refused
  // as stale (a deal typed right after a correction), so the buttons wait for it.
  const [refreshing, startRefresh] = useTransition();
  const refresh = () => startRefresh(() => router.refresh());
  const submit = useMutation(trpc.result.submitDeal.mutationOptions());
  const undo = useMutation(trpc.result.undoLastDeal.mutationOptions());
  const correct = useMutation(trpc.result.correctDeal.mutationOptions());
  const [draft, setDraft] = useState<DealDraft>(emptyDraft);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<{ fields: Record<string, Bilingual[]>; general: Bilingual | null }>({ fields: {}, general: null });
  const [editing, setEditing] = useState<DealView | null>(null);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const key = useRef(newKey());

  const rules = view.tournament.rules;
  const total = useMemo(() => totalFor(rules), [rules]);
  const dealer = editing ? (editing.record.dealer as number) : (view.nextDealer ?? 0);
  const live = useMemo(() => checkDeal(draft, dealer, rules), [draft, dealer, rules]);
  const liveErrors = live.ok ? {} : groupEngineErrors(attempted ? live.errors : live.errors.filter((e) => e.code !== "FIELD_MISSING"));
  const errors: Record<string, Bilingual[]> = { ...server.fields };
  for (const [k, list] of Object.entries(liveErrors)) errors[k] = [...(errors[k] ?? []), ...list];

  const change = (next: DealDraft) => {
    setDraft(next);
    setServer({ fields: {}, general: null });
    setDone(null);
  };
  const fail = (e: unknown) => {
    const data = errorDataOf(e);
    const fields = groupServerErrors(data.fieldErrors);
    setServer({ fields, general: Object.keys(fields).length ? null : { de: data.de, en: data.en } });
  };

  async function onSave(e: React.FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (!live.ok) return;
    try {
      if (editing) {
        await correct.mutateAsync({ dealId: editing.id, version: editing.version, record: recordOf(), reason });
        setDone(t("matchEntry.corrected", { number: editing.number }));
        setEditing(null);
        setReason("");
      } else {
        await submit.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version, number: view.nextNumber, record: recordOf(), idempotencyKey: key.current });
        key.current = newKey();
        setDone(t("matchEntry.saved", { number: view.nextNumber }));
      }
      setDraft(emptyDraft());
      setAttempted(false);
      refresh();
    } catch (err) {
      fail(err);
    }
  }
  const recordOf = () => draftRecord(draft, dealer);

  async function onUndo() {
    const last = view.deals.at(-1);
    if (!last || !window.confirm(t("matchEntry.confirmUndo", { number: last.number }))) return;
    try {
      await undo.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version });
      setDone(t("matchEntry.undone", { number: last.number }));
      refresh();
    } catch (err) {
      fail(err);
    }
  }

  const pick = (deal: DealView) => {
    setEditing(deal);
    setDraft(draftFromRecord(deal.record, deal.detail));
    setServer({ fields: {}, general: null });
    setAttempted(false);
    setDone(null);
  };

  const showForm = view.entryOpen || editing !== null;
  const preview = live.ok ? (live.detail as KlammernDealDetail) : null;
  const pending = submit.isPending || correct.isPending || undo.isPending || refreshing;

  return (
    <div className="space-y-6">
      <Card>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold">{t("matchEntry.deals")}</h2>
          {view.canUndo ? (
            <Button type="button" variant="secondary" onClick={onUndo} disabled={pending}>
              {t("matchEntry.undoLast")}
            </Button>
          ) : null}
        </div>
        <DealTable deals={view.deals} selected={editing?.id} onSelect={view.canCorrect ? pick : undefined} selectLabel={t("matchEntry.correct")} />
        {done ? <p className="mt-3 text-green-800" role="status">{done}</p> : null}
        {!showForm ? <ErrorText error={server.general} /> : null}
      </Card>

      {showForm ? (
        <Card>
          <form onSubmit={onSave} noValidate className="space-y-5">
            <h2 className="text-xl font-semibold">
              {editing ? t("matchEntry.correctionOf", { number: editing.number }) : t("matchEntry.enter", { number: view.nextNumber })}
              <span className="ml-2 text-base font-normal text-stone-600">{t("matchEntry.dealer", { seat: n.seat(dealer) })}</span>
            </h2>
            <ErrorText error={errors.general?.[0] ?? null} />
            <SummaryForm draft={draft} onChange={change} errors={errors} total={total} />
            {editing ? (
              <label className="block">
                <span className="mb-1 block text-base font-medium">{t("matchEntry.reason")}</span>
                <textarea
                  name="reason"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  rows={2}
                  className={`w-full rounded-lg border bg-white px-3 py-2 text-lg ${errors.reason ? "border-red-600" : "border-stone-300"}`}
                />
                <ErrorText error={errors.reason?.[0] ?? null} />
              </label>
            ) : null}
            <div className="rounded-lg bg-stone-100 p-3" aria-live="polite">
              {preview ? (
                <p>
                  {t.rich("matchEntry.score", {
                    b: (c) => <strong>{c}</strong>,
                    outcome: n.outcome(preview.outcome),
                    ns: live.ok ? (live.score[0] ?? "") : "",
                    ew: live.ok ? (live.score[1] ?? "") : "",
                  })}
                </p>
              ) : (
                <p className="text-stone-600">{t("matchEntry.scorePending")}</p>
              )}
            </div>
            <ErrorText error={server.general ?? errors.version?.[0] ?? errors.number?.[0] ?? errors.matchId?.[0] ?? errors.dealId?.[0] ?? null} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={pending}>
                {editing ? t("matchEntry.saveCorrection") : t("matchEntry.save")}
              </Button>
              {editing ? (
                <Button type="button" variant="secondary" onClick={() => { setEditing(null); change(emptyDraft()); }}>
                  {t("matchEntry.cancel")}
                </Button>
              ) : null}
            </div>
          </form>
        </Card>
      ) : null}
    </div>
  );
}
