"use client";
// How a new Doppelkopf evening is played: house rules or the DDV's tournament rules, and a number of games (none:
// an open evening, ended by its owner).
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ChoiceButtons } from "../../../results/choice-buttons";
import type { NewSheetOptionsProps } from "../../../sheets/game-parts";
import { Field } from "../../../ui";

export function DoppelkopfSheetOptions({ active, onChange, fieldError }: NewSheetOptionsProps) {
  const t = useTranslations("sheets");
  const [games, setGames] = useState("");
  const [preset, setPreset] = useState<"house" | "ddv">("house");
  useEffect(() => {
    if (active) onChange({ games: games.trim() ? Number(games) : null, rules: { preset } });
  }, [active, games, preset, onChange]);
  return (
    <>
      <ChoiceButtons<"house" | "ddv">
        label={t("newSheet.rules")}
        name="preset"
        value={preset}
        onChange={setPreset}
        options={[
          { value: "house", label: t("newSheet.house") },
          { value: "ddv", label: t("newSheet.ddv") },
        ]}
      />
      <Field label={t("newSheet.games")} inputMode="numeric" value={games} onChange={(e) => setGames(e.target.value)} error={fieldError("games")} />
    </>
  );
}
