"use client";
// Closing a round: at once when every table is complete, else with an explicit result and reason per open table (a
// Doppelkopf table: its remaining games struck).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { signedPoints } from "../doppelkopf/labels";
import { pairName } from "./names";
import type { RoundResultsView } from "./types";

type Outcome = "win" | "draw" | "loss";
const PAIRS: { label: string; ns: Outcome; ew: Outcome }[] = [
  { label: "Sieg N/S", ns: "win", ew: "loss" },
  { label: "Sieg O/W", ns: "loss", ew: "win" },
  { label: "Unentschieden", ns: "draw", ew: "draw" },
  { label: "Beide verloren", ns: "loss", ew: "loss" },
];

interface Adjustment {
  choice: number;
  nsPoints: string;
  ewPoints: string;
  reason: string;
}

export function CloseRoundForm({ data }: { data: RoundResultsView }) {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const close = useMutation(trpc.result.closeRound.mutationOptions());
  const open = data.tables.filter((t) => t.status === "open");
  const [adj, setAdj] = useState<Record<string, Adjustment>>(() =>
    Object.fromEntries(open.map((t) => [t.matchId, { choice: -1, nsPoints: String(t.nsPoints), ewPoints: String(t.ewPoints), reason: "" }])),
  );
  const set = (id: string, patch: Partial<Adjustment>) => setAdj((a) => ({ ...a, [id]: { ...a[id]!, ...patch } }));

  async function onClose(e: React.FormEvent) {
    e.preventDefault();
    errors.clear();
    try {
      await close.mutateAsync({
        roundId: data.round.id,
        version: data.round.version,
        adjustments: open.map((t) => {
          const a = adj[t.matchId]!;
          // A table of single players is closed with its games so far; the rest are struck.
          if (!t.ns) return { matchId: t.matchId, reason: a.reason };
          const pair = PAIRS[a.choice];
          return {
            matchId: t.matchId,
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
        <p>Alle Tische sind fertig gespielt. Die Runde kann abgeschlossen werden.</p>
      ) : (
        <p>
          Noch offen: {open.map((t) => `Tisch ${t.tableNumber}`).join(", ")}. Zum Abschließen bitte für jeden offenen Tisch{" "}
          {open.some((t) => t.ns) ? "ein Ergebnis festsetzen" : "die übrigen Spiele streichen"} (mit Begründung; sie erscheint im Protokoll).
        </p>
      )}
      {open.map((t, i) => {
        const a = adj[t.matchId]!;
        const f = (name: string) => errors.field(`adjustments.${i}.${name}`);
        const reason = (
          <label className="block">
            <span className="block">Begründung</span>
            <input className="min-h-12 w-full rounded-lg border border-stone-300 px-3 text-lg" value={a.reason} onChange={(e) => set(t.matchId, { reason: e.target.value })} />
            <ErrorText error={f("reason") ?? f("matchId")} />
          </label>
        );
        if (!t.ns)
          return (
            <fieldset key={t.matchId} className="space-y-3 rounded-lg border border-stone-300 p-4">
              <legend className="px-1 font-semibold">
                Tisch {t.tableNumber}: {t.deals} Spiele gespielt
              </legend>
              <p>
                {t.seats.map((p) => `${p.name} ${signedPoints(p.points)}`).join(" · ")}. Die übrigen Spiele werden gestrichen; der Tisch zählt mit
                den gespielten.
              </p>
              {reason}
            </fieldset>
          );
        return (
          <fieldset key={t.matchId} className="space-y-3 rounded-lg border border-stone-300 p-4">
            <legend className="px-1 font-semibold">
              Tisch {t.tableNumber}: {pairName(t.ns)} (N/S) – {pairName(t.ew)} (O/W) · {t.deals} Spiele, Stand {t.nsPoints} : {t.ewPoints}
            </legend>
            <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={`Ergebnis Tisch ${t.tableNumber}`}>
              {PAIRS.map((p, k) => (
                <button
                  key={p.label}
                  type="button"
                  role="radio"
                  aria-checked={a.choice === k}
                  onClick={() => set(t.matchId, { choice: k })}
                  className={`min-h-12 rounded-lg border px-4 text-lg ${a.choice === k ? "border-brand bg-brand text-white" : "border-stone-300 bg-white"}`}
                >
                  {p.label}
                </button>
              ))}
            </div>
            <ErrorText error={f("nsOutcome") ?? f("ewOutcome")} />
            <div className="flex flex-wrap gap-4">
              <label>
                <span className="block">Spielpunkte N/S</span>
                <input inputMode="numeric" className="min-h-12 w-32 rounded-lg border border-stone-300 px-3 text-lg" value={a.nsPoints} onChange={(e) => set(t.matchId, { nsPoints: e.target.value })} />
                <ErrorText error={f("nsPoints")} />
              </label>
              <label>
                <span className="block">Spielpunkte O/W</span>
                <input inputMode="numeric" className="min-h-12 w-32 rounded-lg border border-stone-300 px-3 text-lg" value={a.ewPoints} onChange={(e) => set(t.matchId, { ewPoints: e.target.value })} />
                <ErrorText error={f("ewPoints")} />
              </label>
            </div>
            {reason}
          </fieldset>
        );
      })}
      <ErrorText error={errors.field("adjustments") ?? errors.field("version") ?? errors.field("roundId") ?? errors.general} />
      <Button type="submit" disabled={close.isPending}>
        Runde {data.round.number} abschließen
      </Button>
    </form>
  );
}
