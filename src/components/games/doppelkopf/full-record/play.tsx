"use client";
// Step 3 of card-by-card entry: the play, one event at a time. The player to move and his cards (those the rules
// forbid now are faded but can be tapped: the tablet then says why, in his name), the announcements each player
// may still make (Re/Kontra and the Absagen, while the engine allows them) and Schweinchen where it is allowed.
import { useLocale, useTranslations } from "next-intl";
import type { DoppelkopfEvent, DoppelkopfGame } from "@/engine";
import { CardGrid } from "../../../table-entry/card-grid";
import { gameTypeName } from "../labels";
import { ActionButton } from "./action-button";
import { gameInfo, playOptions, tricksOf, type TrickView } from "./draft";
import { announceName, cardWord, ranksFor } from "./labels";

function TrickLine({ trick, seatName }: { trick: TrickView; seatName: (seat: number) => string }) {
  const locale = useLocale();
  return <>{trick.plays.map((p) => `${seatName(p.seat)} ${cardWord(p.card, locale)}`).join(", ")}</>;
}

/** What the game is (type, soloist or Hochzeiter, Re once known, Schweinchen) and the announcements so far. */
export function GameSummary({ game, seatName }: { game: DoppelkopfGame; seatName: (seat: number) => string }) {
  const t = useTranslations("doppelkopf");
  const info = gameInfo(game);
  const said = game.announcements;
  const type = gameTypeName(t, info.type);
  return (
    <p className="text-lg" data-testid="game-info">
      <strong>{type}</strong>
      {info.player !== null ? `${t("fullRecord.by", { who: seatName(info.player) })}${info.pflicht ? t("fullRecord.byPflicht") : ""}` : ""}
      {info.re ? t("fullRecord.re", { list: info.re.map(seatName).join(", ") }) : info.type === "hochzeit" ? t("fullRecord.partnerOpen") : ""}
      {info.schweinchen !== null ? t("fullRecord.schweinchen", { who: seatName(info.schweinchen) }) : ""}
      {said.length ? t("fullRecord.announcements", { list: said.map((a) => `${seatName(a.seat)} ${announceName(t, a.announce)}`).join(", ") }) : ""}
    </p>
  );
}

export function DoppelkopfPlay({
  game,
  seatName,
  onEvent,
}: {
  game: DoppelkopfGame;
  seatName: (seat: number) => string;
  onEvent: (ev: DoppelkopfEvent) => void;
}) {
  const t = useTranslations("doppelkopf");
  const locale = useLocale();
  const o = playOptions(game);
  const { current, last } = tricksOf(game);
  const who = seatName(o.seat);
  const count = (c: string) => o.hand.filter((x) => x === c).length;

  return (
    <div className="space-y-4">
      <GameSummary game={game} seatName={seatName} />
      <p className="text-lg">
        {t("fullRecord.trickOf", { trick: Math.min(game.trickNo + 1, game.rules.handSize), total: game.rules.handSize })}
      </p>
      {last && !current ? (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-lg" data-testid="last-trick">
          {t("fullRecord.trick", { number: last.number })} <TrickLine trick={last} seatName={seatName} />{" "}
          {t.rich("fullRecord.goesTo", { b: (c) => <strong>{c}</strong>, who: seatName(last.winner!) })}
        </p>
      ) : null}
      {current ? (
        <ol aria-label={t("fullRecord.currentTrick")} className="flex flex-wrap gap-2">
          {current.plays.map((p) => (
            <li key={p.seat} className="rounded-lg bg-stone-100 px-3 py-2 text-lg">
              {seatName(p.seat)}: <strong>{cardWord(p.card, locale)}</strong>
            </li>
          ))}
        </ol>
      ) : null}
      <section aria-label={t("fullRecord.toPlayRegion")} className="space-y-3 rounded-lg border-2 border-brand p-3">
        <h3 className="text-xl font-bold">{t("fullRecord.toPlay", { who })}</h3>
        <CardGrid
          label={t("fullRecord.cardOf", { who })}
          only={o.hand}
          ranks={ranksFor(game.rules.deck)}
          onTap={(c) => onEvent({ seat: o.seat, play: c })}
          marks={(c) => ({ muted: !o.legal.includes(c), badge: count(c) > 1 ? `${count(c)}×` : undefined })}
        />
      </section>
      {o.announcements.length || o.schweinchen.length ? (
        <section aria-label={t("fullRecord.announceRegion")} className="space-y-2">
          <h3 className="text-lg font-semibold">{t("fullRecord.announceTitle")}</h3>
          {[0, 1, 2, 3].map((s) => {
            const a = o.announcements.find((x) => x.seat === s);
            const pig = o.schweinchen.includes(s);
            if (!a && !pig) return null;
            return (
              <div key={s} role="group" aria-label={t("fullRecord.announceOf", { who: seatName(s) })} className="flex flex-wrap items-center gap-2">
                <span className="min-w-32 text-lg font-semibold">
                  {seatName(s)}
                  {a ? <span className="font-normal text-stone-600"> ({a.re ? "Re" : "Kontra"})</span> : null}
                </span>
                {a?.words.map((w) => (
                  <ActionButton key={w} onClick={() => onEvent({ seat: s, announce: w })}>
                    {announceName(t, w)}
                  </ActionButton>
                ))}
                {pig ? <ActionButton onClick={() => onEvent({ seat: s, schweinchen: true })}>{t("fullRecord.pig")}</ActionButton> : null}
              </div>
            );
          })}
        </section>
      ) : null}
    </div>
  );
}
