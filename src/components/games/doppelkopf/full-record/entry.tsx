"use client";
// One Doppelkopf game entered card by card (tournaments in full-record mode): the active players' hands, the
// Vorbehalt round, every announcement and every card of every trick. The engine decides at each step what may be
// tapped and words each refusal, here in the player's name; at the end the engine's score is shown per position and
// the full record goes into the same offline queue as a summary game. The Spielliste (and the server) replay it
// with the same engine and the same round context.
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, ErrorText } from "../../../ui";
import { signedPoints } from "../labels";
import { finished, phaseOf, recordOf, scoreOf, tricksOf } from "./draft";
import { DoppelkopfHands } from "./hands";
import { cardWord } from "./labels";
import { namedError } from "./messages";
import { DoppelkopfPlay, GameSummary } from "./play";
import { useDoppelkopfDraft } from "./use-draft";
import { DoppelkopfVorbehalt } from "./vorbehalt";

/** The same object as long as its JSON is the same (a refetched view must not restart the draft). */
function useStable<T>(value: T): T {
  const key = JSON.stringify(value);
  return useMemo(() => value, [key]);
}

export function DoppelkopfFullRecordEntry({
  matchId,
  number,
  rules,
  round,
  engineDealer,
  active,
  positions,
  onSave,
}: {
  matchId: string;
  number: number;
  /** The tournament's rules and the list's round context of this game (Spielliste `next.round`). */
  rules: Record<string, unknown>;
  round: Record<string, unknown>;
  engineDealer: number;
  /** The positions that play, in the engine's seat order (GameSeats.active). */
  active: number[];
  positions: { position: number; name: string }[];
  onSave: (record: Record<string, unknown>) => void;
}) {
  const t = useTranslations("doppelkopf");
  const locale = useLocale();
  const f = useDoppelkopfDraft(matchId, number, engineDealer, useStable(rules), useStable(round));
  const [saving, setSaving] = useState(false);
  const name = (p: number | undefined) => positions.find((x) => x.position === p)?.name ?? t("fullRecord.position", { number: (p ?? 0) + 1 });
  const seatName = (seat: number) => name(active[seat]);
  const game = f.built.ok ? f.built.game : null;
  const phase = game ? phaseOf(game) : null;
  const over = game !== null && finished(game);
  const score = useMemo(() => (over ? scoreOf(f.draft) : null), [over, f.draft]);
  const buildError = !f.built.ok ? f.built.errors[0] : null;
  const shown = f.error ?? buildError ?? null;
  const last = game && over ? tricksOf(game).last : null;
  const points = (p: number) => {
    if (!score?.ok) return 0;
    const seat = active.indexOf(p);
    return seat < 0 ? 0 : (score.score[seat] ?? 0);
  };

  // The last card played, the save button comes onto the screen (below the summary and the score): the list keeper
  // saves without scrolling, as in the summary form.
  const saveRow = useRef<HTMLDivElement>(null);
  const ready = over && score?.ok === true;
  useEffect(() => {
    if (ready) saveRow.current?.scrollIntoView({ block: "nearest" });
  }, [ready]);

  function save() {
    if (!over || !score?.ok || saving) return;
    setSaving(true);
    onSave(recordOf(f.draft));
    f.forget();
  }

  return (
    <div className="space-y-5" data-testid="full-record">
      {game === null || (phase === "vorbehalt" && f.draft.events.length === 0) ? (
        <DoppelkopfHands draft={f.draft} seatName={seatName} onSeat={f.seat} onTap={f.tap} />
      ) : null}
      {game && phase === "vorbehalt" ? (
        <DoppelkopfVorbehalt
          game={game}
          seatName={seatName}
          said={f.draft.events.filter((e): e is Extract<typeof e, { vorbehalt: string }> => "vorbehalt" in e)}
          onEvent={f.act}
        />
      ) : null}
      {game && phase === "play" ? <DoppelkopfPlay game={game} seatName={seatName} onEvent={f.act} /> : null}
      {game && over ? <GameSummary game={game} seatName={seatName} /> : null}
      {last ? (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-lg" data-testid="last-trick">
          {t.rich("fullRecord.lastTrick", {
            b: (c) => <strong>{c}</strong>,
            list: last.plays.map((p) => `${seatName(p.seat)} ${cardWord(p.card, locale)}`).join(", "),
            who: seatName(last.winner!),
          })}
        </p>
      ) : null}
      {shown ? <ErrorText error={namedError(shown, seatName)} /> : null}
      {score ? (
        score.ok ? (
          <p className="rounded-lg bg-green-50 p-3 text-lg" aria-live="polite" data-testid="game-preview">
            {t("fullRecord.score", { list: positions.map((p) => `${p.name} ${signedPoints(points(p.position))}`).join(" · ") })}
          </p>
        ) : (
          <ErrorText error={namedError(score.errors[0]!, seatName)} />
        )
      ) : null}
      <Button type="button" variant="secondary" onClick={f.undo} disabled={f.draft.hands.every((h) => h.length === 0)}>
        {t("fullRecord.undo")}
      </Button>
      <div ref={saveRow}>
        <Button type="button" className="w-full text-2xl" disabled={!over || !score?.ok || saving} onClick={save}>
          {t("fullRecord.save", { number })}
        </Button>
      </div>
    </div>
  );
}
