"use client";
// The next game of a Doppelkopf evening, with the same fields and live check as a tournament table's Spielliste
// (game-fields.tsx, game-draft.ts): the game type, Re, announcements, Augen, special points.
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { gameSeats, type TableSize } from "@/games";
import { Button } from "../../../ui";
import { checkGame, emptyGame, gameTypes, type GameDraft } from "../game-draft";
import { GameFields, Reasons } from "../game-fields";
import { signedPoints } from "../labels";

/** An open evening has no end the list counts down to (games/doppelkopf/sheet.ts). */
const OPEN_EVENING = 10_000;

export function DoppelkopfGameForm({
  names,
  rules,
  games,
  firstDealer,
  records,
  number,
  dealer,
  onSave,
  correcting,
}: {
  names: string[];
  rules: Record<string, unknown>;
  games: number | null;
  firstDealer: number;
  records: readonly Record<string, unknown>[];
  number: number;
  /** The player who deals (at five he sits out). */
  dealer: number;
  onSave: (record: Record<string, unknown>) => void;
  /** A stored game being corrected: `records` are all the evening's games, this one is replaced by the draft
   * (its fields to start from; none for a game entered card by card, which a correction replaces by a summary). */
  correcting?: { draft: GameDraft | null };
}) {
  const t = useTranslations("sheets");
  const size = names.length as TableSize;
  const setting = useMemo(() => ({ size, rules, gamesPlanned: games ?? OPEN_EVENING, firstDealer, records }), [size, rules, games, firstDealer, records]);
  const [draft, setDraft] = useState<GameDraft>(() => correcting?.draft ?? emptyGame());
  const tdk = useTranslations("doppelkopf");
  const locale = useLocale();
  const live = useMemo(
    () => checkGame(setting, dealer, draft, correcting ? number - 1 : records.length, tdk, locale),
    [setting, dealer, draft, correcting, number, records, tdk, locale],
  );
  const types = useMemo(() => gameTypes(rules), [rules]);
  const seats = gameSeats(size, dealer);
  const name = (p: number) => names[p] ?? t("gameForm.player", { number: p + 1 });
  return (
    <form
      noValidate
      aria-label={correcting ? t("gameForm.correctLabel", { number }) : t("gameForm.nextLabel")}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!live.ok) return;
        onSave(live.record);
        setDraft(emptyGame());
      }}
    >
      <h2 className="text-2xl font-bold">
        {t("gameForm.heading", { number })}
        {games ? t("gameForm.of", { games }) : ""}
        {correcting ? t("gameForm.correcting") : ""}
        <span className="ml-2 text-base font-normal text-stone-600">
          {t("gameForm.dealer", { name: name(dealer) })}
          {seats.sitsOut !== null ? t("gameForm.sitsOut") : ""}
        </span>
      </h2>
      <GameFields draft={draft} set={(patch) => setDraft((d) => ({ ...d, ...patch }))} active={seats.active} name={name} types={types} errors={live.errors} />
      <Reasons list={live.errors.general} />
      {live.missing.length ? <p className="text-stone-700">{t("gameForm.missing", { list: live.missing.join(", ") })}</p> : null}
      {live.score ? (
        <p className="rounded-lg bg-green-50 p-3 text-lg" data-testid="game-preview">
          {t("gameForm.score", { list: names.map((n, p) => `${n} ${signedPoints(live.score![p]!)}`).join(" · ") })}
        </p>
      ) : null}
      <Button type="submit" disabled={!live.ok} className="w-full text-2xl">
        {correcting ? t("gameForm.saveCorrection", { number }) : t("gameForm.save", { number })}
      </Button>
    </form>
  );
}
