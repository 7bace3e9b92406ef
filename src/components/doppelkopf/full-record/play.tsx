"use client";
// Step 3 of card-by-card entry: the play, one event at a time. The player to move and his cards (those the rules
// forbid now are faded but can be tapped: the tablet then says why, in his name), the announcements each player
// may still make (Re/Kontra and the Absagen, while the engine allows them) and Schweinchen where it is allowed.
import type { DoppelkopfEvent, DoppelkopfGame } from "@/engine";
import { CardGrid } from "../../table-entry/card-grid";
import { GAME_TYPE_NAMES } from "../labels";
import { ActionButton } from "./action-button";
import { gameInfo, playOptions, tricksOf, type TrickView } from "./draft";
import { ANNOUNCE_NAMES, cardWord, ranksFor } from "./labels";

function TrickLine({ trick, seatName }: { trick: TrickView; seatName: (seat: number) => string }) {
  return <>{trick.plays.map((p) => `${seatName(p.seat)} ${cardWord(p.card)}`).join(", ")}</>;
}

/** What the game is (type, soloist or Hochzeiter, Re once known, Schweinchen) and the announcements so far. */
export function GameSummary({ game, seatName }: { game: DoppelkopfGame; seatName: (seat: number) => string }) {
  const info = gameInfo(game);
  const said = game.announcements;
  const type = GAME_TYPE_NAMES[info.type] ?? info.type;
  return (
    <p className="text-lg" data-testid="game-info">
      <strong>{type}</strong>
      {info.player !== null ? ` von ${seatName(info.player)}${info.pflicht ? " (Pflichtsolo)" : ""}` : ""}
      {info.re ? ` · Re: ${info.re.map(seatName).join(", ")}` : info.type === "hochzeit" ? " · Partner noch offen" : ""}
      {info.schweinchen !== null ? ` · Schweinchen: ${seatName(info.schweinchen)}` : ""}
      {said.length ? ` · Ansagen: ${said.map((a) => `${seatName(a.seat)} ${ANNOUNCE_NAMES[a.announce] ?? a.announce}`).join(", ")}` : ""}
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
  const o = playOptions(game);
  const { current, last } = tricksOf(game);
  const who = seatName(o.seat);
  const count = (c: string) => o.hand.filter((x) => x === c).length;

  return (
    <div className="space-y-4">
      <GameSummary game={game} seatName={seatName} />
      <p className="text-lg">
        Stich {Math.min(game.trickNo + 1, game.rules.handSize)} von {game.rules.handSize}
      </p>
      {last && !current ? (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-lg" data-testid="last-trick">
          Stich {last.number}: <TrickLine trick={last} seatName={seatName} /> – geht an <strong>{seatName(last.winner!)}</strong>
        </p>
      ) : null}
      {current ? (
        <ol aria-label="Aktueller Stich" className="flex flex-wrap gap-2">
          {current.plays.map((p) => (
            <li key={p.seat} className="rounded-lg bg-stone-100 px-3 py-2 text-lg">
              {seatName(p.seat)}: <strong>{cardWord(p.card)}</strong>
            </li>
          ))}
        </ol>
      ) : null}
      <section aria-label="Am Zug" className="space-y-3 rounded-lg border-2 border-brand p-3">
        <h3 className="text-xl font-bold">Am Zug: {who}</h3>
        <CardGrid
          label={`Karte von ${who}`}
          only={o.hand}
          ranks={ranksFor(game.rules.deck)}
          onTap={(c) => onEvent({ seat: o.seat, play: c })}
          marks={(c) => ({ muted: !o.legal.includes(c), badge: count(c) > 1 ? `${count(c)}×` : undefined })}
        />
      </section>
      {o.announcements.length || o.schweinchen.length ? (
        <section aria-label="Ansagen" className="space-y-2">
          <h3 className="text-lg font-semibold">Ansagen (jederzeit, solange sie erlaubt sind)</h3>
          {[0, 1, 2, 3].map((s) => {
            const a = o.announcements.find((x) => x.seat === s);
            const pig = o.schweinchen.includes(s);
            if (!a && !pig) return null;
            return (
              <div key={s} role="group" aria-label={`Ansagen von ${seatName(s)}`} className="flex flex-wrap items-center gap-2">
                <span className="min-w-32 text-lg font-semibold">
                  {seatName(s)}
                  {a ? <span className="font-normal text-stone-600"> ({a.re ? "Re" : "Kontra"})</span> : null}
                </span>
                {a?.words.map((w) => (
                  <ActionButton key={w} onClick={() => onEvent({ seat: s, announce: w })}>
                    {ANNOUNCE_NAMES[w] ?? w}
                  </ActionButton>
                ))}
                {pig ? <ActionButton onClick={() => onEvent({ seat: s, schweinchen: true })}>Schweinchen</ActionButton> : null}
              </div>
            );
          })}
        </section>
      ) : null}
    </div>
  );
}
