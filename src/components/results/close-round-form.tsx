"use client";
// Closing a round: at once when every table is complete, else with an explicit result and reason per open table (a
// Doppelkopf table: its remaining games struck).
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { signedPoints } from "../games/doppelkopf/labels";
import { resultNames } from "./names";
import type { RoundResultsView } from "./types";

type Outcome = "win" | "draw" | "loss";
const PAIRS: { label: "nsWins" | "ewWins" | "draw" | "bothLose"; ns: Outcome; ew: Outcome }[] = [
  { label: "nsWins", ns: "win", ew: "loss" },
  { label: "ewWins", ns: "loss", ew: "win" },
  { label: "draw", ns: "draw", ew: "draw" },
  { label: "bothLose", ns: "loss", ew: "loss" },
];

interface Adjustment {
  choice: number;
  nsPoints: string;
  ewPoints: string;
  reason: string;
}

export function CloseRoundForm({ data }: { data: RoundResultsView }) {
  const t = useTranslations("results");
  const n = resultNames(t);
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const close = useMutation(trpc.result.closeRound.mutationOptions());
  const open = data.tables.filter((x) => x.status === "open");
  const [adj, setAdj] = useState<Record<string, Adjustment>>(() =>
    Object.fromEntries(open.map((x) => [x.matchId, { choice: -1, nsPoints: String(x.nsPoints), ewPoints: String(x.ewPoints), reason: "" }])),
  );
  const set = (id: string, patch: Partial<Adjustment>) => setAdj((a) => ({ ...a, [id]: { ...a[id]!, ...patch } }));

  async function onClose(e: React.FormEvent) {
    e.preventDefault();
    errors.clear();
    try {
      await close.mutateAsync({
        roundId: data.round.id,
        version: data.round.version,
        adjustments: open.map((x) => {
          const a = adj[x.matchId]!;
          // A table of single players is closed with its games so far; the rest are struck.
          if (!x.ns) return { matchId: x.matchId, reason: a.reason };
          const pair = PAIRS[a.choice];
          return {
            matchId: x.matchId,
            nsOutcome: pair?.ns ?? ("" as Outcome),
            ewOutcome: pair?.ew ?? ("" as Outcome),
            nsPoints: Number(a.nsPoints),
            ewPoints: Number(a.ewPoints),
            reason: a.reason,
          };
        }),
      });
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <form onSubmit={onClose} noValidate className="space-y-4">
      {open.length === 0 ? (
        <p>{t("closeRound.allDone")}</p>
      ) : (
        <p>
          {t("closeRound.stillOpen", {
            tables: open.map((o) => t("closeRound.table", { number: o.tableNumber })).join(", "),
            pairs: open.some((o) => o.ns) ? "true" : "false",
          })}
        </p>
      )}
      {open.map((table, i) => {
        const a = adj[table.matchId]!;
        const f = (name: string) => errors.field(`adjustments.${i}.${name}`);
        const reason = (
          <label className="block">
            <span className="block">{t("closeRound.reason")}</span>
            <input className="min-h-12 w-full rounded-lg border border-stone-300 px-3 text-lg" value={a.reason} onChange={(e) => set(table.matchId, { reason: e.target.value })} />
            <ErrorText error={f("reason") ?? f("matchId")} />
          </label>
        );
        if (!table.ns)
          return (
            <fieldset key={table.matchId} className="space-y-3 rounded-lg border border-stone-300 p-4">
              <legend className="px-1 font-semibold">
                {t("closeRound.singlesLegend", { number: table.tableNumber, deals: table.deals })}
              </legend>
              <p>
                {t("closeRound.singlesText", { seats: table.seats.map((p) => `${p.name} ${signedPoints(p.points)}`).join(" · ") })}
              </p>
              {reason}
            </fieldset>
          );
        return (
          <fieldset key={table.matchId} className="space-y-3 rounded-lg border border-stone-300 p-4">
            <legend className="px-1 font-semibold">
              {t("closeRound.pairsLegend", {
                number: table.tableNumber,
                ns: n.pair(table.ns),
                ew: n.pair(table.ew),
                deals: table.deals,
                nsPoints: table.nsPoints,
                ewPoints: table.ewPoints,
              })}
            </legend>
            <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t("closeRound.resultOf", { number: table.tableNumber })}>
              {PAIRS.map((p, k) => (
                <button
                  key={p.label}
                  type="button"
                  role="radio"
                  aria-checked={a.choice === k}
                  onClick={() => set(table.matchId, { choice: k })}
                  className={`min-h-12 rounded-lg border px-4 text-lg ${a.choice === k ? "border-brand bg-brand text-white" : "border-stone-300 bg-white"}`}
                >
                  {t(`closeRound.choices.${p.label}`)}
                </button>
              ))}
            </div>
            <ErrorText error={f("nsOutcome") ?? f("ewOutcome")} />
            <div className="flex flex-wrap gap-4">
              <label>
                <span className="block">{t("closeRound.nsPoints")}</span>
                <input inputMode="numeric" className="min-h-12 w-32 rounded-lg border border-stone-300 px-3 text-lg" value={a.nsPoints} onChange={(e) => set(table.matchId, { nsPoints: e.target.value })} />
                <ErrorText error={f("nsPoints")} />
              </label>
              <label>
                <span className="block">{t("closeRound.ewPoints")}</span>
                <input inputMode="numeric" className="min-h-12 w-32 rounded-lg border border-stone-300 px-3 text-lg" value={a.ewPoints} onChange={(e) => set(table.matchId, { ewPoints: e.target.value })} />
                <ErrorText error={f("ewPoints")} />
              </label>
            </div>
            {reason}
          </fieldset>
        );
      })}
      <ErrorText error={errors.field("adjustments") ?? errors.field("version") ?? errors.field("roundId") ?? errors.general} />
      <Button type="submit" disabled={close.isPending}>
        {t("closeRound.close", { number: data.round.number })}
      </Button>
    </form>
  );
}
