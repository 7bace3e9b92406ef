"use client";
// Card points with 2 or 3 players: each player's points and those of the cards left out of play, typed on one pad.
// The entry left empty is derived from the deal's total and shown as such (player-points.ts).
import { useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { ErrorText } from "../../ui";
import { playerPointsOf, REST } from "./player-points";
import { useTableText } from "../../table-entry/use-labels";
import { DigitKeys } from "./number-pad";

export function PlayerPointsPad({
  seatNames,
  typed,
  rest,
  total,
  onChange,
  errors,
}: {
  seatNames: readonly string[];
  /** One entry per player ("" = not typed). */
  typed: readonly string[];
  rest: string;
  total: number;
  onChange: (typed: string[], rest: string) => void;
  errors?: Bilingual[];
}) {
  const { t, l } = useTableText();
  const players = typed.length;
  // Entries 0..players-1 are the players, the last one the cards left out of play.
  const [entry, setEntry] = useState(0);
  const split = playerPointsOf(typed, rest, total);
  const derived = split.derived === REST ? players : split.derived;
  const texts = [...typed, rest];
  const values = [...split.players, split.rest];
  const labels = [...typed.map((_, seat) => l.playerName(seatNames, seat)), l.restName];
  const shown = (i: number) => (texts[i] !== "" ? texts[i] : values[i] === null ? "–" : String(values[i]));
  const type = (p: string) => {
    const next = texts.map((t, i) => (i === entry ? p : t));
    onChange(next.slice(0, players), next[players] ?? "");
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-lg font-semibold">{t("pads.legend")}</legend>
      <p className="mb-2 text-stone-700">
        {t("pads.together", { total })}
      </p>
      <div role="group" aria-label={t("pads.pointsOf")} className={`mb-2 grid gap-2 ${players === 2 ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-4"}`}>
        {labels.map((label, i) => (
          <button
            key={label + i}
            type="button"
            aria-pressed={entry === i}
            aria-label={label}
            data-testid={i === players ? "points-rest" : `points-${i}`}
            data-derived={derived === i ? "true" : undefined}
            onClick={() => setEntry(i)}
            className={`flex min-h-14 min-w-0 flex-col items-center justify-center rounded-lg border-2 px-1 leading-tight hyphens-auto break-words ${
              entry === i ? "border-brand bg-brand text-white" : "border-stone-300 bg-white"
            }`}
          >
            <span className="text-base font-semibold">{label}</span>
            <span className={`text-xl tabular-nums ${derived === i ? "italic" : "font-bold"}`}>
              {shown(i)}
              {derived === i ? <span className="text-sm font-normal not-italic"> {t("pads.derived")}</span> : null}
            </span>
          </button>
        ))}
      </div>
      <div className="mb-2 flex items-baseline justify-between gap-2 rounded-lg bg-stone-100 px-4 py-2">
        <output aria-label={t("pads.pointsFor", { name: labels[entry] ?? "" })} data-testid="card-points" className="text-5xl font-bold tabular-nums">
          {shown(entry)}
        </output>
        <span className="text-lg text-stone-700">{labels[entry]}</span>
      </div>
      <DigitKeys points={texts[entry] ?? ""} onPoints={type} />
      {errors?.map((e, i) => <ErrorText key={i} error={e} />)}
    </fieldset>
  );
}
