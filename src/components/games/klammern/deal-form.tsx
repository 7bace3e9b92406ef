"use client";
// One deal, tapped in: who played (declarer), trump, how it was chosen, melds, Bella, card points. The engine checks
// every tap; the reason for a refusal stands next to its field and saving stays blocked. 4 players (tournaments) sit
// as Nord/Ost/Süd/West in two pairs; 2 or 3 players (game sheets) each play for himself and go by their names.
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { dealTotal, parseKlammernRules, type Suit } from "@/engine";
import { Button, ErrorText } from "../../ui";
import { ChoiceButtons } from "../../table-entry/choice-buttons";
import { SuitFace } from "../../table-entry/suit-label";
import { CHOSEN_LABELS, isRed, SEATS, SUIT_ORDER } from "../../table-entry/labels";
import { useTableText } from "../../table-entry/use-labels";
import { checkDraft, emptyDraft, type Chosen, type DealDraft, type MatchSetting, type Players } from "./deal-draft";
import { DealPreview } from "./deal-preview";
import { MeldsEditor } from "./melds-editor";
import { CardPointsPad } from "./number-pad";
import { PlayerPointsPad } from "./player-points-pad";

export type { MatchSetting, Players };

export interface DealFormProps {
  /** Rules, the match format and the number of players (setting.players, default 4). */
  setting: MatchSetting;
  /** The table's hand records so far, in order. */
  previous: readonly unknown[];
  /** The deal's number, from 1. */
  number: number;
  dealer: number;
  firstDealer: number;
  /** Per seat: 4 players shown under their compass seat; with 2 or 3 players the names are all that is shown. */
  seatNames: string[];
  onSave: (record: Record<string, unknown>) => Promise<void>;
  /** A stored deal being corrected (game sheets): the form starts from it and says so. */
  correcting?: DealDraft;
}

export function DealForm({ setting, previous, number, dealer, firstDealer, seatNames, onSave, correcting }: DealFormProps) {
  const { t, l } = useTableText();
  const players: Players = setting.players ?? 4;
  const [draft, setDraft] = useState<DealDraft>(() => correcting ?? emptyDraft(players));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<DealDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const tDraft = useTranslations("klammern.dealDraft");
  const check = useMemo(() => checkDraft(setting, previous, draft, dealer, firstDealer, tDraft), [setting, previous, draft, dealer, firstDealer, tDraft]);
  const total = useMemo(() => {
    const r = parseKlammernRules(setting.rules);
    return dealTotal(r.ok ? r.value.jassPoints : 22);
  }, [setting.rules]);
  const seatChoice =
    players === 4
      ? SEATS.map((s) => ({ value: s as number, label: <SeatLabel seat={s} name={seatNames[s]} />, name: `${l.seatName(s)} ${seatNames[s] ?? ""}`.trim() }))
      : SEATS.slice(0, players).map((s) => ({ value: s as number, label: l.playerName(seatNames, s) }));

  async function save() {
    if (!check.ok || saving) return;
    setSaving(true);
    try {
      await onSave(check.record);
      setDraft(emptyDraft(players));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label={t("dealForm.title", { number })} className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      {/* "All passed" sits in the head: the choices below then fit one 1024x768 screen with the save button. */}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2 className="text-2xl font-bold">
          {correcting ? t("dealForm.titleCorrecting", { number }) : t("dealForm.title", { number })}
        </h2>
        {players === 4 ? (
          <span className="text-lg">
            {seatNames[dealer]
              ? t.rich("dealForm.dealerWithName", { seat: l.seatName(dealer), name: seatNames[dealer], b: (c) => <strong>{c}</strong> })
              : t.rich("dealForm.dealer", { name: l.seatName(dealer), b: (c) => <strong>{c}</strong> })}
          </span>
        ) : (
          <span className="text-lg">
            {t.rich("dealForm.dealer", { name: l.playerName(seatNames, dealer), b: (c) => <strong>{c}</strong> })}
          </span>
        )}
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input type="checkbox" className="size-6" checked={draft.void} onChange={(e) => set({ void: e.target.checked })} />
          {t("dealForm.allPassed")}
        </label>
      </div>
      {/* On a landscape tablet the choices and the points stand side by side, so a plain deal fits one screen; the
          choices get the wider column, so that a seat's button holds its player's name on one line. */}
      <div className="grid gap-5 lg:grid-cols-[3fr_2fr] lg:gap-6">
        <div className="space-y-4">
          {!draft.void && (
            <>
              <ChoiceButtons legend={t("dealForm.declarer")} columns={players} value={draft.declarer} onChange={(v) => set({ declarer: v })} choices={seatChoice} errors={check.errors.declarer} />
              <ChoiceButtons
                legend={t("dealForm.trump")}
                value={draft.trump}
                onChange={(v) => set({ trump: v as Suit | null })}
                choices={SUIT_ORDER.map((s) => ({ value: s, label: <SuitFace suit={s} />, name: l.suit(s), className: isRed(s) && draft.trump !== s ? "text-red-700!" : "" }))}
                errors={check.errors.trump}
              />
              <ChoiceButtons
                legend={t("dealForm.chosen")}
                columns={3}
                value={draft.chosen}
                onChange={(v) => set({ chosen: (v ?? "original") as Chosen })}
                choices={(Object.keys(CHOSEN_LABELS) as Chosen[]).map((c) => ({ value: c, label: CHOSEN_LABELS[c] }))}
                errors={check.errors.chosen}
              />
              <MeldsEditor melds={draft.melds} onChange={(melds) => set({ melds })} errors={check.errors} holders={seatChoice} />
              <ChoiceButtons
                legend={t("dealForm.bella")}
                columns={players}
                allowNone
                value={draft.bella}
                onChange={(v) => set({ bella: v })}
                choices={seatChoice}
                errors={check.errors.bella}
              />
            </>
          )}
        </div>
        <div className="space-y-4">
          {draft.void ? null : players === 4 ? (
            <CardPointsPad side={draft.side} points={draft.points} total={total} onSide={(side) => set({ side })} onPoints={(points) => set({ points })} errors={check.errors.points} />
          ) : (
            <PlayerPointsPad
              seatNames={seatNames}
              typed={draft.playerPoints}
              rest={draft.rest}
              total={total}
              onChange={(playerPoints, rest) => set({ playerPoints, rest })}
              errors={check.errors.points}
            />
          )}
          {check.errors.general?.map((e, i) => <ErrorText key={i} error={e} />)}
          <DealPreview check={check} players={players} seatNames={seatNames} />
          <Button type="button" className="w-full text-2xl" disabled={!check.ok || saving} onClick={save}>
            {correcting ? t("dealForm.saveCorrection", { number }) : t("dealForm.save", { number })}
          </Button>
        </div>
      </div>
    </section>
  );
}

function SeatLabel({ seat, name }: { seat: number; name?: string }) {
  const { l } = useTableText();
  return (
    <span className="flex flex-col leading-tight">
      <span>{l.seatName(seat)}</span>
      {name ? <span className="text-sm font-normal">{name}</span> : null}
    </span>
  );
}
