"use client";
// Card points with a big number pad: the captain taps one side's points, the other side's are derived (4 players;
// 2 or 3 players: player-points-pad.tsx, with the same keys).
import { useTranslations } from "next-intl";
import type { Bilingual } from "@/lib/bilingual";
import { ErrorText } from "../../ui";
import { useTableText } from "../../table-entry/use-labels";

export function CardPointsPad({
  side,
  points,
  total,
  onSide,
  onPoints,
  errors,
}: {
  side: 0 | 1;
  points: string;
  total: number;
  onSide: (s: 0 | 1) => void;
  onPoints: (p: string) => void;
  errors?: Bilingual[];
}) {
  const { t, l } = useTableText();
  const other = points === "" ? "–" : String(total - Number(points));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-lg font-semibold">{t("pads.legend")}</legend>
      <div role="group" aria-label={t("pads.pointsOf")} className="mb-2 grid grid-cols-2 gap-2">
        {([0, 1] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            onClick={() => onSide(s)}
            className={`min-h-14 rounded-lg border-2 text-lg font-semibold ${side === s ? "border-brand bg-brand text-white" : "border-stone-300 bg-white"}`}
          >
            {l.sideName(s)}
          </button>
        ))}
      </div>
      <div className="mb-2 flex items-baseline justify-between rounded-lg bg-stone-100 px-4 py-2">
        <output aria-label={t("pads.pointsFor", { name: l.sideName(side) })} data-testid="card-points" className="text-5xl font-bold tabular-nums">
          {points === "" ? "–" : points}
        </output>
        <span className="text-lg text-stone-700">
          {l.sideName(1 - side)}: <strong data-testid="card-points-other" className="tabular-nums">{other}</strong> {t("pads.outOf", { total })}
        </span>
      </div>
      <DigitKeys points={points} onPoints={onPoints} />
      {errors?.map((e, i) => <ErrorText key={i} error={e} />)}
    </fieldset>
  );
}

/** The keys 0-9, clear and backspace for a number of card points (at most three digits). */
export function DigitKeys({ points, onPoints }: { points: string; onPoints: (p: string) => void }) {
  const t = useTranslations("tableEntry");
  const press = (k: string) => {
    if (k === "⌫") onPoints(points.slice(0, -1));
    else if (k === "C") onPoints("");
    else if (points.length < 3) onPoints(points === "0" ? k : points + k);
  };
  return (
    <div className="grid grid-cols-3 gap-2">
      {["1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "⌫"].map((k) => (
        <button
          key={k}
          type="button"
          onClick={() => press(k)}
          aria-label={k === "⌫" ? t("pads.deleteDigit") : k === "C" ? t("pads.clear") : t("pads.digit", { digit: k })}
          className="min-h-16 rounded-lg border border-stone-300 bg-white text-3xl font-semibold hover:bg-stone-100 active:bg-stone-200 short:min-h-14"
        >
          {k}
        </button>
      ))}
    </div>
  );
}
