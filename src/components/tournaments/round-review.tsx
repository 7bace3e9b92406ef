"use client";
// Review of a drafted round: tables with the N/S and E/W pairs (or the players by position), the first dealer, the
// pairing explained in words, warnings highlighted; swap two pairs or two players, publish or discard. A published
// round shows the same, read-only.
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, Card, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { pairLabel, ROUND_STATUS_NAMES } from "./labels";
import { SeatList } from "./table-card";
import type { RoundView } from "./types";

type Pair = NonNullable<RoundView["tables"][number]["ns"]>;

function Players({ pair }: { pair: Pair }) {
  return <span className="block text-stone-700">{pair.players.map((p) => p.name).join(" & ")}</span>;
}

export function RoundReview({ data }: { data: RoundView }) {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const swap = useMutation(trpc.round.swap.mutationOptions());
  const publish = useMutation(trpc.round.publish.mutationOptions());
  const discard = useMutation(trpc.round.discardDraft.mutationOptions());
  const [picked, setPicked] = useState<string | null>(null);
  const { round, tournament } = data;
  const draft = round.status === "draft";
  const warnedTables = new Set(round.warnings.map((w) => w.table).filter((x): x is number => x !== undefined));
  const warnedPairs = new Set(round.warnings.flatMap((w) => w.entrants));

  async function run(fn: () => Promise<unknown>, after?: () => void) {
    errors.clear();
    try {
      await fn();
      setPicked(null);
      if (after) after();
      else router.refresh();
    } catch (e) {
      errors.fromError(e);
    }
  }

  function pick(id: string) {
    if (!draft) return;
    if (picked === null) return setPicked(id);
    if (picked === id) return setPicked(null);
    void run(() => swap.mutateAsync({ roundId: round.id, version: round.version, a: picked, b: id }));
  }

  const pairButton = (pair: Pair, seat: string) => (
    <button
      type="button"
      disabled={!draft}
      onClick={() => pick(pair.id)}
      aria-pressed={picked === pair.id}
      className={`min-h-12 w-full rounded-lg border p-3 text-left ${
        picked === pair.id ? "border-brand bg-blue-50 ring-2 ring-brand" : warnedPairs.has(pair.id) ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white"
      } ${draft ? "hover:border-brand" : "cursor-default"}`}
    >
      <span className="text-sm font-medium text-stone-600">{seat}</span>
      <span className="block text-lg font-semibold">{pairLabel(pair)}</span>
      <Players pair={pair} />
    </button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className={`rounded-full px-3 py-1 font-semibold ${draft ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900"}`}>
          {ROUND_STATUS_NAMES[round.status]}
        </span>
        {data.plan ? <span className="text-stone-600">geplant {data.plan.start} Uhr, {data.plan.minutes} Min.</span> : null}
        <span className="mr-auto" />
        {!draft ? (
          <>
            <Link href={`/org/turniere/${tournament.id}/tische?runde=${round.number}`} className="min-h-12 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold">
              Ergebnisse eingeben
            </Link>
            <Link href={`/org/turniere/${tournament.id}/runden/${round.number}/tischkarten`} className="min-h-12 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold">
              Tischkarten drucken
            </Link>
          </>
        ) : null}
      </div>

      {round.flaggedAt ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          Achtung: {round.flagReason ?? "Eine Korrektur hat die Tabelle geändert, nach der diese Runde ausgelost wurde."}
        </p>
      ) : null}

      {round.warnings.length ? (
        <Card className="border-amber-400 bg-amber-50">
          <h2 className="mb-2 text-xl font-semibold text-amber-900">Warnungen</h2>
          <ul className="list-disc space-y-1 pl-6" data-testid="round-warnings">
            {round.warnings.map((w, i) => (
              <li key={i}>
                {w.de} <span className="text-sm text-amber-800" lang="en">({w.en})</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {draft && data.tables.length ? (
        <p className="text-stone-700">
          {data.tables.some((tb) => tb.ns)
            ? "Zum Tauschen erst ein Paar antippen, dann das andere. Tippt man beide Paare eines Tisches an, tauschen sie Nord/Süd und Ost/West."
            : "Zum Tauschen erst einen Spieler antippen, dann den anderen: beide tauschen Tisch und Position. Zwei Spieler eines Tisches tauschen ihre Positionen."}
          {picked ? (
            <strong className="block text-brand">
              {data.tables.some((tb) => tb.ns) ? "Ein Paar ist gewählt – jetzt das zweite antippen." : "Ein Spieler ist gewählt – jetzt den zweiten antippen."}
            </strong>
          ) : null}
        </p>
      ) : null}

      <ol className="grid gap-4 md:grid-cols-2" data-testid="round-tables">
        {data.tables.map((tb) => (
          <li key={tb.matchId}>
            <Card className={warnedTables.has(tb.tableNumber) ? "border-amber-400" : ""}>
              <h3 className="mb-3 text-xl font-bold">Tisch {tb.tableNumber}</h3>
              {tb.ns && tb.ew ? (
                <div className="grid gap-2">
                  {pairButton(tb.ns, "Nord/Süd")}
                  {pairButton(tb.ew, "Ost/West")}
                </div>
              ) : (
                <SeatList seats={tb.seats} onPick={draft ? pick : undefined} picked={picked} warned={warnedPairs} />
              )}
              <p className="mt-3">
                Gibt zuerst: <strong>{tb.firstDealer.player.name}</strong> ({tb.firstDealer.de})
              </p>
            </Card>
          </li>
        ))}
      </ol>

      {data.bye ? (
        <Card>
          <h3 className="mb-2 text-lg font-semibold">Freilos (spielfrei)</h3>
          {pairButton(data.bye, "Freilos")}
        </Card>
      ) : null}
      {data.idle.length ? (
        <Card>
          <h3 className="mb-2 text-lg font-semibold">Ohne Gegner in dieser Runde</h3>
          <ul>
            {data.idle.map((p) => (
              <li key={p.id}>{pairLabel(p)}</li>
            ))}
          </ul>
        </Card>
      ) : null}

      <ErrorText error={errors.field("version") ?? errors.field("roundId") ?? errors.field("a") ?? errors.field("b") ?? errors.general} />
      {draft ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" disabled={publish.isPending} onClick={() => run(() => publish.mutateAsync({ roundId: round.id, version: round.version }))}>
            Runde {round.number} veröffentlichen
          </Button>
          <Button
            type="button"
            variant="danger"
            disabled={discard.isPending}
            onClick={() =>
              run(
                () => discard.mutateAsync({ roundId: round.id, version: round.version }),
                () => router.push(`/org/turniere/${tournament.id}`),
              )
            }
          >
            Entwurf verwerfen
          </Button>
        </div>
      ) : null}

      <Card>
        <h2 className="mb-2 text-xl font-semibold">So wurde ausgelost</h2>
        <p className="mb-2 text-sm text-stone-600">Seed der Runde: {round.seed} – dieselben Daten ergeben immer dieselbe Auslosung.</p>
        <ul className="list-disc space-y-1 pl-6" data-testid="round-explanations">
          {round.explanations.map((e, i) => (
            <li key={i}>{e.de}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
