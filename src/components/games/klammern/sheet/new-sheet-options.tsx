"use client";
// Where a new Klammern sheet ends: 301, 501 or 701, by the number of players unless chosen otherwise, or any other
// target the rules allow.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { klammern } from "@/games";
import { ChoiceButtons } from "../../../results/choice-buttons";
import type { NewSheetOptionsProps } from "../../../sheets/game-parts";
import { ErrorText, Field } from "../../../ui";

export function KlammernSheetOptions({ active, players, onChange, fieldError }: NewSheetOptionsProps) {
  const t = useTranslations("sheets");
  const byPlayers = klammern.sheet.defaultEnd(players).target!;
  const [target, setTarget] = useState<number | "other">(byPlayers);
  const [otherTarget, setOtherTarget] = useState("");
  // Chosen again, or for another number of players, the target is the one for them.
  const [shown, setShown] = useState({ active, players });
  if (shown.active !== active || shown.players !== players) {
    setShown({ active, players });
    if (active) setTarget(byPlayers);
  }
  useEffect(() => {
    if (active) onChange({ target: target === "other" ? Number(otherTarget) : target });
  }, [active, target, otherTarget, onChange]);
  return (
    <>
      <ChoiceButtons<number | "other">
        label={t("newSheet.target")}
        name="target"
        value={target}
        onChange={setTarget}
        options={[...klammern.sheet.targets.map((x) => ({ value: x, label: String(x) })), { value: "other" as const, label: t("newSheet.otherTarget") }]}
      />
      {target === "other" ? <Field label={t("newSheet.targetPoints")} inputMode="numeric" value={otherTarget} onChange={(e) => setOtherTarget(e.target.value)} /> : null}
      <ErrorText error={fieldError("target")} />
    </>
  );
}
