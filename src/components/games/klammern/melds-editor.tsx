"use client";
// Melds (Terz, Fünfzig): holder, kind, suit and top card, all by tapping. Only melds announced and shown in time.
import { RANKS, type Rank, type Suit } from "@/engine";
import type { Bilingual } from "@/lib/bilingual";
import { Button, ErrorText } from "../../ui";
import { ChoiceButtons, type Choice } from "../../table-entry/choice-buttons";
import { SuitFace } from "../../table-entry/suit-label";
import { isRed, rankLabel, SUIT_ORDER } from "../../table-entry/labels";
import { useTableText } from "../../table-entry/use-labels";
import type { MeldDraft } from "./deal-draft";

const TOPS: Record<MeldDraft["kind"], Rank[]> = { terz: RANKS.slice(2) as Rank[], fuenfzig: RANKS.slice(3) as Rank[] };

export function MeldsEditor({
  melds,
  onChange,
  errors,
  holders,
}: {
  melds: MeldDraft[];
  onChange: (m: MeldDraft[]) => void;
  errors: Record<string, Bilingual[]>;
  /** Who can hold a meld: the same buttons as the declarer's (seat and name, or the players by name). */
  holders: Choice<number>[];
}) {
  const { t, l } = useTableText();
  const set = (i: number, patch: Partial<MeldDraft>) => onChange(melds.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <section aria-label={t("melds.title")} className="space-y-3">
      <h3 className="text-lg font-semibold">{t("melds.title")}</h3>
      {melds.map((m, i) => (
        <div key={i} data-testid={`meld-${i}`} className="space-y-2 rounded-lg border border-stone-300 p-3">
          <div className="flex items-center justify-between">
            <strong>{t("melds.meld", { number: i + 1 })}</strong>
            <Button type="button" variant="secondary" onClick={() => onChange(melds.filter((_, j) => j !== i))}>
              {t("melds.remove")}
            </Button>
          </div>
          <ChoiceButtons legend={t("melds.who", { number: i + 1 })} columns={holders.length} value={m.seat} onChange={(v) => set(i, { seat: v })} choices={holders} />
          <ChoiceButtons
            legend={t("melds.kind", { number: i + 1 })}
            columns={2}
            value={m.kind}
            onChange={(v) => set(i, { kind: v ?? "terz", top: null })}
            choices={[
              { value: "terz" as const, label: t("melds.terz") },
              { value: "fuenfzig" as const, label: t("melds.fuenfzig") },
            ]}
          />
          <ChoiceButtons
            legend={t("melds.suit", { number: i + 1 })}
            value={m.suit}
            onChange={(v) => set(i, { suit: v })}
            choices={SUIT_ORDER.map((s: Suit) => ({ value: s, label: <SuitFace suit={s} />, name: l.suit(s), className: isRed(s) && m.suit !== s ? "text-red-700!" : "" }))}
          />
          <ChoiceButtons
            legend={t("melds.top", { number: i + 1 })}
            columns={6}
            value={m.top}
            onChange={(v) => set(i, { top: v })}
            choices={TOPS[m.kind].map((r) => ({ value: r, label: rankLabel(r) }))}
          />
          {errors[`melds.${i}`]?.map((e, k) => <ErrorText key={k} error={e} />)}
        </div>
      ))}
      {errors.melds?.map((e, k) => <ErrorText key={k} error={e} />)}
      <Button type="button" variant="secondary" onClick={() => onChange([...melds, { seat: null, kind: "terz", suit: null, top: null }])}>
        {t("melds.add")}
      </Button>
    </section>
  );
}
