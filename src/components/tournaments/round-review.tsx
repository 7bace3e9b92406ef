"use client";
// Review of a drafted round: tables with the N/S and E/W pairs (or the players by position), the first dealer, the
// pairing explained in words, warnings highlighted; swap two pairs or two players, publish or discard. A published
// round shows the same, read-only.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { pickStored, usePick } from "@/i18n/use-pick";
import { useTRPC } from "@/trpc/client";
import { Button, Card, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { entrantLabel } from "./labels";
import { SeatList } from "./table-card";
import type { RoundView } from "./types";

type Pair = NonNullable<RoundView["tables"][number]["ns"]>;

function Players({ pair }: { pair: Pair }) {
  return <span className="block text-stone-700">{pair.players.map((p) => p.name).join(" & ")}</span>;
}

export function RoundReview({ data }: { data: RoundView }) {
  const t = useTranslations("tournaments");
  const inLang = usePick();
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
      <span className="block text-lg font-semibold">{entrantLabel(t, pair)}</span>
      <Players pair={pair} />
    </button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className={`rounded-full px-3 py-1 font-semibold ${draft ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900"}`}>
          {t(`labels.roundStatus.${round.status}`)}
        </span>
        {data.plan ? <span className="text-stone-600">{t("roundReview.plan", { start: data.plan.start, minutes: data.plan.minutes })}</span> : null}
        <span className="mr-auto" />
        {!draft ? (
          <>
            <Link href={`/org/turniere/${tournament.id}/tische?runde=${round.number}`} className="min-h-12 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold">
              {t("roundReview.enterResults")}
            </Link>
            <Link href={`/org/turniere/${tournament.id}/runden/${round.number}/tischkarten`} className="min-h-12 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold">
              {t("roundReview.printCards")}
            </Link>
          </>
        ) : null}
      </div>

      {round.flaggedAt ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {t("roundReview.flagged", { reason: round.flagReason ? pickStored(inLang, round.flagReason) : t("roundReview.flaggedDefault") })}
        </p>
      ) : null}

      {round.warnings.length ? (
        <Card className="border-amber-400 bg-amber-50">
          <h2 className="mb-2 text-xl font-semibold text-amber-900">{t("roundReview.warnings")}</h2>
          <ul className="list-disc space-y-1 pl-6" data-testid="round-warnings">
            {round.warnings.map((w, i) => (
              <li key={i}>{inLang(w)}</li>
            ))}
          </ul>
        </Card>
      ) : null}

      {draft && data.tables.length ? (
        <p className="text-stone-700">
          {data.tables.some((tb) => tb.ns)
            ? t("roundReview.swapPairs")
            : t("roundReview.swapPlayers")}
          {picked ? (
            <strong className="block text-brand">
              {data.tables.some((tb) => tb.ns) ? t("roundReview.pickedPair") : t("roundReview.pickedPlayer")}
            </strong>
          ) : null}
        </p>
      ) : null}

      <ol className="grid gap-4 md:grid-cols-2" data-testid="round-tables">
        {data.tables.map((tb) => (
          <li key={tb.matchId}>
            <Card className={warnedTables.has(tb.tableNumber) ? "border-amber-400" : ""}>
              <h3 className="mb-3 text-xl font-bold">{t("roundReview.table", { number: tb.tableNumber })}</h3>
              {tb.ns && tb.ew ? (
                <div className="grid gap-2">
                  {pairButton(tb.ns, t("roundReview.ns"))}
                  {pairButton(tb.ew, t("roundReview.ew"))}
                </div>
              ) : (
                <SeatList seats={tb.seats} onPick={draft ? pick : undefined} picked={picked} warned={warnedPairs} />
              )}
              <p className="mt-3">
                {t.rich("roundReview.firstDealer", { name: tb.firstDealer.player.name, seat: inLang(tb.firstDealer), b: (c) => <strong>{c}</strong> })}
              </p>
            </Card>
          </li>
        ))}
      </ol>

      {data.bye ? (
        <Card>
          <h3 className="mb-2 text-lg font-semibold">{t("roundReview.bye")}</h3>
          {pairButton(data.bye, t("roundReview.byeSeat"))}
        </Card>
      ) : null}
      {data.idle.length ? (
        <Card>
          <h3 className="mb-2 text-lg font-semibold">{t("roundReview.idle")}</h3>
          <ul>
            {data.idle.map((p) => (
              <li key={p.id}>{entrantLabel(t, p)}</li>
            ))}
          </ul>
        </Card>
      ) : null}

      <ErrorText error={errors.field("version") ?? errors.field("roundId") ?? errors.field("a") ?? errors.field("b") ?? errors.general} />
      {draft ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" disabled={publish.isPending} onClick={() => run(() => publish.mutateAsync({ roundId: round.id, version: round.version }))}>
            {t("roundReview.publish", { round: round.number })}
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
            {t("roundReview.discard")}
          </Button>
        </div>
      ) : null}

      <Card>
        <h2 className="mb-2 text-xl font-semibold">{t("roundReview.howTitle")}</h2>
        <p className="mb-2 text-sm text-stone-600">{t("roundReview.seed", { seed: round.seed })}</p>
        <ul className="list-disc space-y-1 pl-6" data-testid="round-explanations">
          {round.explanations.map((e, i) => (
            <li key={i}>{inLang(e)}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
