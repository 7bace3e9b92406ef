"use client";
// Step 2 of card-by-card entry: the Vorbehalt round from the player after the dealer. Each player says gesund, a
// Hochzeit (only the holder of both Kreuz-Damen is offered one) or a solo the rules allow; under the DDV rules the
// round's Pflichtsoli tell whether a solo is the Pflichtsolo, and a Vorführung asks only the player it names.
import type { DoppelkopfEvent, DoppelkopfGame } from "@/engine";
import { ActionButton } from "./action-button";
import { vorbehaltOptions, type VorbehaltEvent } from "./draft";
import { vorbehaltName } from "./labels";

function choiceLabel(ev: VorbehaltEvent, both: boolean): string {
  const name = vorbehaltName(ev.vorbehalt);
  if (ev.pflicht === undefined) return name.charAt(0).toUpperCase() + name.slice(1);
  if (both) return `${name} – ${ev.pflicht ? "Pflichtsolo" : "Lustsolo"}`;
  return `${name} (${ev.pflicht ? "Pflichtsolo" : "Lustsolo"})`;
}

export function DoppelkopfVorbehalt({
  game,
  seatName,
  said,
  onEvent,
}: {
  game: DoppelkopfGame;
  seatName: (seat: number) => string;
  /** The Vorbehalte said so far. */
  said: VorbehaltEvent[];
  onEvent: (ev: DoppelkopfEvent) => void;
}) {
  const o = vorbehaltOptions(game);
  const who = seatName(o.seat);
  return (
    <div className="space-y-3">
      {said.length ? (
        <p className="text-lg" data-testid="vorbehalte">
          Vorbehalte: {said.map((e) => `${seatName(e.seat)} ${vorbehaltName(e.vorbehalt)}`).join(" · ")}
        </p>
      ) : null}
      <section aria-label="Vorbehalt" className="space-y-3 rounded-lg border-2 border-brand p-3">
        <h3 className="text-xl font-bold">{o.vorgefuehrt ? `Vorführung: ${who} sagt das Pflichtsolo an` : `Vorbehalt: ${who}`}</h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {o.choices.map((ev) => {
            const both = o.choices.filter((c) => c.vorbehalt === ev.vorbehalt).length > 1;
            return (
              <ActionButton key={`${ev.vorbehalt}-${String(ev.pflicht)}`} onClick={() => onEvent(ev)}>
                {choiceLabel(ev, both)}
              </ActionButton>
            );
          })}
        </div>
      </section>
    </div>
  );
}
