"use client";
// A penalty at a Doppelkopf table (TSR 9): the game, the offender, the class (and the Absagen of a serious one, the
// deduction of an unsporting one, whether a minor one could harm the soloist), the reason; the points by position
// are shown before it is sent. The organizer as referee gives it in the office (result.givePenalty, signed at once);
// the list keeper notes it on the table's device (table.notePenalty), where it waits for the referee's signature.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { penaltyPoints, type PenaltyClass } from "@/games";
import { usePick } from "@/i18n/use-pick";
import { ChoiceButtons } from "../../results/choice-buttons";
import { Button, ErrorText, Field } from "../../ui";
import { useFormErrors } from "../../use-form-errors";
import { penaltyName, signedPoints } from "./labels";
import type { SpiellisteView } from "./spielliste-view";

export interface PenaltyInput {
  matchId: string;
  game: number;
  offender: number;
  class: PenaltyClass;
  absagen?: number;
  deduction?: number;
  harmsSoloist?: boolean;
  reason: string;
}

export function PenaltyForm({
  view,
  send,
  action,
  sent,
}: {
  view: { match: { id: string }; positions: SpiellisteView["positions"]; list: Pick<SpiellisteView["list"], "games" | "next"> };
  /** Sends the penalty; throws the server's refusal. */
  send: (input: PenaltyInput) => Promise<unknown>;
  /** The button: "Strafe geben" in the office, "Strafe notieren" at the table. */
  action: string;
  /** What is said once it is sent. */
  sent: (what: string) => string;
}) {
  const t = useTranslations("doppelkopf");
  const pick = usePick();
  const errors = useFormErrors();
  const [pending, setPending] = useState(false);
  const { positions, list } = view;
  const last = list.next?.number ?? list.games.length;
  const [game, setGame] = useState(String(Math.max(1, last)));
  const [offender, setOffender] = useState<number | null>(null);
  const [kind, setKind] = useState<PenaltyClass>("minor");
  const [absagen, setAbsagen] = useState("0");
  const [deduction, setDeduction] = useState("3");
  const [harms, setHarms] = useState(false);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);

  const n = Number(game);
  const played = list.games[n - 1];
  const sitsOut = played ? played.sitsOut : list.next && n === list.next.number ? list.next.sitsOut : null;
  const soloist = played?.soloist ?? null;
  const preview =
    offender === null
      ? null
      : penaltyPoints({ size: positions.length, sitsOut, offender, class: kind, absagen: Number(absagen), deduction: Number(deduction), soloist, harmsSoloist: harms });

  return (
    <form
      noValidate
      aria-label={action}
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        errors.clear();
        setDone(null);
        setPending(true);
        try {
          await send({
            matchId: view.match.id,
            game: n,
            offender: offender ?? -1,
            class: kind,
            absagen: kind === "serious" ? Number(absagen) : undefined,
            deduction: kind === "unsporting" ? Number(deduction) : undefined,
            harmsSoloist: kind === "minor" && soloist !== null && soloist !== offender ? harms : undefined,
            reason,
          });
          setDone(sent(t("penaltyForm.sent", { penalty: penaltyName(t, kind), game: n })));
          setOffender(null);
          setReason("");
        } catch (err) {
          errors.fromError(err);
        } finally {
          setPending(false);
        }
      }}
    >
      <Field label={t("penaltyForm.game")} inputMode="numeric" value={game} onChange={(e) => setGame(e.target.value)} error={errors.field("game")} />
      <ChoiceButtons<number>
        label={t("penaltyForm.offender")}
        name="offender"
        value={offender}
        onChange={setOffender}
        options={positions.filter((p) => p.position !== sitsOut).map((p) => ({ value: p.position, label: p.name }))}
      />
      <ErrorText error={errors.field("offender")} />
      <ChoiceButtons<PenaltyClass>
        label={t("penaltyForm.class")}
        name="class"
        value={kind}
        onChange={setKind}
        options={(["minor", "serious", "unsporting"] as const).map((c) => ({ value: c, label: penaltyName(t, c) }))}
      />
      {kind === "serious" ? (
        <Field label={t("penaltyForm.absagen")} inputMode="numeric" value={absagen} onChange={(e) => setAbsagen(e.target.value)} error={errors.field("absagen")} />
      ) : null}
      {kind === "unsporting" ? (
        <Field label={t("penaltyForm.deduction")} inputMode="numeric" value={deduction} onChange={(e) => setDeduction(e.target.value)} error={errors.field("deduction")} />
      ) : null}
      {kind === "minor" && soloist !== null && offender !== null && offender !== soloist ? (
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input type="checkbox" className="h-6 w-6" checked={harms} onChange={(e) => setHarms(e.target.checked)} />
          {t("penaltyForm.harms")}
        </label>
      ) : null}
      <Field label={t("penaltyForm.reason")} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.field("reason")} />
      {preview?.ok ? (
        <p className="rounded-lg bg-stone-100 p-3 text-lg" data-testid="penalty-preview">
          {t("penaltyForm.preview", { points: positions.map((p) => `${p.name} ${signedPoints(preview.points[p.position] ?? 0)}`).join(" · ") })}
        </p>
      ) : preview ? (
        <p className="text-red-800">{pick(preview.error)}</p>
      ) : null}
      <ErrorText error={errors.field("matchId") ?? errors.general} />
      {done ? <p role="status" className="text-green-800">{done}</p> : null}
      <Button type="submit" variant="danger" disabled={pending || offender === null}>
        {action}
      </Button>
    </form>
  );
}
