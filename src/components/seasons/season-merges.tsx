"use client";
// Merging two rows of a season (the owner club): a guest who came back is one row per evening until an organizer
// says he is another row. The preview shows who the two are, the events of each, where the merged row lands and
// whose place changes; only then is it made. Every merge is listed with who made it and can be taken back.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { SelectField } from "../tournaments/select-field";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { seasonNumber } from "./format";
import type { SeasonMergeItem, SeasonMergePreview, SeasonStandingsView } from "./types";

export function SeasonMerges({ seasonId, view, merges }: { seasonId: string; view: SeasonStandingsView; merges: SeasonMergeItem[] }) {
  const t = useTranslations("seasons.merges");
  const locale = useLocale();
  const format = useFormatter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const errors = useFormErrors();
  const [fromKey, setFromKey] = useState("");
  const [intoKey, setIntoKey] = useState("");
  const [preview, setPreview] = useState<SeasonMergePreview | null>(null);
  const [loading, setLoading] = useState(false);
  const merge = useMutation(trpc.season.merge.mutationOptions());
  const undo = useMutation(trpc.season.undoMerge.mutationOptions());
  const busy = loading || merge.isPending || undo.isPending;
  const value = (n: number) => seasonNumber(n, locale, view.rankedBy === "average" ? 2 : undefined);
  const place = (p: number | null) => (p === null ? t("noPlace") : t("place", { place: p }));

  const rowLabel = (r: SeasonStandingsView["rows"][number]) => `${r.name}${r.guest ? ` (${t("guest")})` : ""} · ${place(r.place)}`;
  // Guests first in the first list: they are the rows to merge.
  const fromRows = [...view.rows].sort((a, b) => Number(b.guest) - Number(a.guest));
  const choose = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPreview(null);
    errors.clear();
  };

  async function showPreview() {
    errors.clear();
    setPreview(null);
    setLoading(true);
    try {
      setPreview(await queryClient.fetchQuery({ ...trpc.season.previewMerge.queryOptions({ seasonId, fromKey, intoKey }), staleTime: 0 }));
    } catch (err) {
      errors.fromError(err);
    } finally {
      setLoading(false);
    }
  }

  async function run(action: () => Promise<unknown>) {
    errors.clear();
    try {
      await action();
      setPreview(null);
      setFromKey("");
      setIntoKey("");
    } catch (err) {
      errors.fromError(err);
    }
    router.refresh();
  }

  return (
    <div className="space-y-6">
      <p className="text-stone-600">{t("intro")}</p>
      {view.rows.length < 2 ? (
        <p className="text-stone-600">{t("tooFew")}</p>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label={t("from")}
              value={fromKey}
              onChange={(e) => choose(setFromKey)(e.target.value)}
              options={[{ value: "", label: t("choose") }, ...fromRows.map((r) => ({ value: r.key, label: rowLabel(r) }))]}
              error={errors.field("fromKey")}
            />
            <SelectField
              label={t("into")}
              value={intoKey}
              onChange={(e) => choose(setIntoKey)(e.target.value)}
              options={[{ value: "", label: t("choose") }, ...view.rows.filter((r) => r.key !== fromKey).map((r) => ({ value: r.key, label: rowLabel(r) }))]}
              error={errors.field("intoKey")}
            />
          </div>
          <Button variant="secondary" disabled={busy || !fromKey || !intoKey} onClick={showPreview}>
            {t("preview")}
          </Button>
          {preview ? <MergePreview t={t} preview={preview} value={value} place={place} /> : null}
          {preview ? (
            <div className="flex flex-wrap gap-3">
              <Button disabled={busy} onClick={() => run(() => merge.mutateAsync({ seasonId, fromKey: preview.from.key, intoKey: preview.into.key }))}>
                {t("merge")}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setPreview(null)}>
                {t("cancel")}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ErrorText error={errors.field("mergeId") ?? errors.general} />

      <div>
        <h3 className="mb-2 text-lg font-semibold">{t("listTitle")}</h3>
        {merges.length ? (
          <ul className="divide-y divide-stone-200" data-testid="season-merges">
            {merges.map((m) => (
              <li key={m.id} className={`flex flex-wrap items-center gap-3 py-2 ${m.undoneAt ? "text-stone-500" : ""}`}>
                <span className="mr-auto">
                  <span className={`block text-lg font-semibold ${m.undoneAt ? "line-through" : ""}`}>{t("item", { from: m.fromName, into: m.intoName })}</span>
                  <span className="text-sm">
                    {t("made", { by: m.by ?? t("someone"), date: format.dateTime(m.createdAt, { dateStyle: "medium", timeStyle: "short" }) })}
                    {m.undoneAt ? ` · ${t("undone", { date: format.dateTime(m.undoneAt, { dateStyle: "medium", timeStyle: "short" }) })}` : ""}
                  </span>
                  {m.conflict && !m.undoneAt ? <span className="block text-sm text-amber-900">{t("conflict")}</span> : null}
                </span>
                {m.undoneAt ? null : (
                  <Button variant="secondary" disabled={busy} aria-label={t("undoLabel", { from: m.fromName, into: m.intoName })} onClick={() => run(() => undo.mutateAsync({ seasonId, mergeId: m.id }))}>
                    {t("undo")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">{t("none")}</p>
        )}
      </div>
    </div>
  );
}

function MergePreview({
  t,
  preview,
  value,
  place,
}: {
  t: ReturnType<typeof useTranslations<"seasons.merges">>;
  preview: SeasonMergePreview;
  value: (n: number) => string;
  place: (p: number | null) => string;
}) {
  const side = (label: string, s: SeasonMergePreview["from"]) => (
    <div className="rounded-lg border border-stone-200 p-3">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="text-lg font-semibold">
        {s.name}
        {s.guest ? ` (${t("guest")})` : ""}
      </p>
      <p>{t("standsAt", { place: place(s.place), value: value(s.value) })}</p>
      <p className="text-sm text-stone-600">{t("events", { events: s.events.join(", ") })}</p>
    </div>
  );
  const others = preview.moved.filter((m) => m.key !== preview.into.key);
  return (
    <div className="space-y-3 rounded-lg bg-stone-50 p-4" data-testid="merge-preview">
      <div className="grid gap-3 md:grid-cols-2">
        {side(t("fromSide"), preview.from)}
        {side(t("intoSide"), preview.into)}
      </div>
      <p className="text-lg font-semibold">{t("after", { name: preview.into.name, place: place(preview.after.place), value: value(preview.after.value), rounds: preview.after.rounds })}</p>
      {others.length ? (
        <div>
          <p>{t("moved")}</p>
          <ul className="list-inside list-disc">
            {others.map((m) => (
              <li key={m.key}>{t("movedItem", { name: m.name, before: place(m.before), after: place(m.after) })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-stone-600">{t("noneMoved")}</p>
      )}
    </div>
  );
}
