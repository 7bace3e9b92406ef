"use client";
// The Klammern summary as a captain says it: who played, trump, how it was chosen, melds, Bella, card points.
import { useTranslations } from "next-intl";
import type { Bilingual } from "@/lib/bilingual";
import { ErrorText } from "../../ui";
import { ChoiceButtons } from "../../results/choice-buttons";
import type { DealDraft, MeldDraft } from "./deal-draft";
import { CHOSEN_LABELS, MELD_LABELS, RANK_ORDER, resultNames, SEAT_NAMES, SIDE_NAMES, SUIT_LABELS, SUIT_ORDER } from "../../results/names";

function Errors({ list }: { list?: Bilingual[] }) {
  return <>{list?.map((e, i) => <ErrorText key={i} error={e} />)}</>;
}

const select = "min-h-12 rounded-lg border border-stone-300 bg-white px-3 text-lg";

export function SummaryForm({
  draft,
  onChange,
  errors,
  total,
}: {
  draft: DealDraft;
  onChange: (draft: DealDraft) => void;
  errors: Record<string, Bilingual[]>;
  total: number;
}) {
  const t = useTranslations("results");
  const n = resultNames(t);
  const seatOptions = SEAT_NAMES.map((_, seat) => ({ value: seat, label: n.seat(seat) }));
  const suitOptions = SUIT_ORDER.map((s) => ({
    value: s,
    label: (
      <span>
        <span className={SUIT_LABELS[s].red ? "text-red-600" : ""} aria-hidden>
          {SUIT_LABELS[s].symbol}
        </span>{" "}
        {n.suit(s)}
      </span>
    ),
  }));
  const set = <K extends keyof DealDraft>(key: K, value: DealDraft[K]) => onChange({ ...draft, [key]: value });
  const setMeld = (i: number, patch: Partial<MeldDraft>) =>
    set("melds", draft.melds.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const typed = Number(draft.points);
  // The other side's points only for a possible entry: an impossible one is named by the engine's message, and a
  // negative complement would only confuse.
  const other = draft.points.trim() !== "" && Number.isInteger(typed) && typed >= 0 && typed <= total ? total - typed : null;

  return (
    <div className="space-y-5">
      <div>
        <ChoiceButtons label={t("summaryForm.declarer")} name="declarer" options={seatOptions} value={draft.declarer} onChange={(v) => set("declarer", v)} />
        <Errors list={errors.declarer} />
      </div>
      <div>
        <ChoiceButtons label={t("summaryForm.trump")} name="trump" options={suitOptions} value={draft.trump} onChange={(v) => set("trump", v)} />
        <Errors list={errors.trump} />
      </div>
      <div>
        <ChoiceButtons
          label={t("summaryForm.chosen")}
          name="chosen"
          options={(Object.keys(CHOSEN_LABELS) as DealDraft["chosen"][]).map((c) => ({ value: c, label: CHOSEN_LABELS[c] }))}
          value={draft.chosen}
          onChange={(v) => set("chosen", v)}
        />
        <Errors list={errors.chosen} />
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-1 block text-base font-medium">{t("summaryForm.melds")}</legend>
        {draft.melds.map((m, i) => (
          <div key={i} className="rounded-lg border border-stone-200 p-3" data-testid={`meld-${i}`}>
            <div className="flex flex-wrap items-center gap-2">
              <select aria-label={t("summaryForm.seat")} className={select} value={m.seat ?? ""} onChange={(e) => setMeld(i, { seat: Number(e.target.value) })}>
                {SEAT_NAMES.map((_, s) => (
                  <option key={s} value={s}>
                    {n.seat(s)}
                  </option>
                ))}
              </select>
              <select aria-label={t("summaryForm.kind")} className={select} value={m.kind} onChange={(e) => setMeld(i, { kind: e.target.value as MeldDraft["kind"] })}>
                {(Object.keys(MELD_LABELS) as MeldDraft["kind"][]).map((k) => (
                  <option key={k} value={k}>
                    {n.meld(k)}
                  </option>
                ))}
              </select>
              <select aria-label={t("summaryForm.suit")} className={select} value={m.suit ?? ""} onChange={(e) => setMeld(i, { suit: e.target.value as MeldDraft["suit"] })}>
                {SUIT_ORDER.map((s) => (
                  <option key={s} value={s}>
                    {SUIT_LABELS[s].symbol} {n.suit(s)}
                  </option>
                ))}
              </select>
              <select aria-label={t("summaryForm.top")} className={select} value={m.top ?? ""} onChange={(e) => setMeld(i, { top: e.target.value as MeldDraft["top"] })}>
                {RANK_ORDER.map((r) => (
                  <option key={r} value={r}>
                    {t("summaryForm.upTo", { rank: n.rank(r) })}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="min-h-12 rounded-lg border border-stone-300 px-4 text-lg hover:bg-stone-100"
                onClick={() => set("melds", draft.melds.filter((_, j) => j !== i))}
              >
                {t("summaryForm.remove")}
              </button>
            </div>
            <Errors list={errors[`melds.${i}`]} />
          </div>
        ))}
        <button
          type="button"
          className="min-h-12 rounded-lg border border-dashed border-stone-400 px-4 text-lg hover:bg-stone-100"
          onClick={() => set("melds", [...draft.melds, { seat: draft.declarer ?? 0, kind: "terz", suit: draft.trump ?? "H", top: "K" }])}
        >
          {t("summaryForm.addMeld")}
        </button>
        <Errors list={errors.melds} />
      </fieldset>

      <div>
        <ChoiceButtons
          label={t("summaryForm.bella")}
          name="bella"
          options={[{ value: -1, label: t("summaryForm.none") }, ...seatOptions]}
          value={draft.bella ?? -1}
          onChange={(v) => set("bella", v === -1 ? null : v)}
        />
        <Errors list={errors.bella} />
      </div>

      <div className="space-y-2">
        <ChoiceButtons
          label={t("summaryForm.augenFor")}
          name="side"
          options={SIDE_NAMES.map((_, s) => ({ value: s as 0 | 1, label: n.side(s) }))}
          value={draft.side}
          onChange={(v) => set("side", v)}
        />
        <label className="block">
          <span className="mb-1 block text-base font-medium">{t("summaryForm.augenSide", { side: n.side(draft.side) })}</span>
          <input
            inputMode="numeric"
            name="points"
            value={draft.points}
            onChange={(e) => set("points", e.target.value.replace(/[^0-9]/g, ""))}
            aria-invalid={errors.points ? true : undefined}
            className={`min-h-12 w-40 rounded-lg border bg-white px-3 py-2 text-2xl ${errors.points ? "border-red-600" : "border-stone-300"}`}
          />
        </label>
        <p className="text-stone-700">
          {n.side(1 - draft.side)}: {other === null ? "—" : other} {t("summaryForm.together", { total })}
        </p>
        <Errors list={errors.points} />
      </div>
    </div>
  );
}
