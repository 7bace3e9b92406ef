"use client";
// Step 2 of card-by-card entry: the Vorbehalt round from the player after the dealer. Each player says gesund, a
// Hochzeit (only the holder of both Kreuz-Damen is offered one) or a solo the rules allow; under the DDV rules the
// round's Pflichtsoli tell whether a solo is the Pflichtsolo, and a Vorführung asks only the player it names.
import { useTranslations } from "next-intl";
import type { DoppelkopfEvent, DoppelkopfGame } from "@/engine";
import { capitalize } from "@/lib/capitalize";
import type { DoppelkopfT } from "../labels";
import { ActionButton } from "./action-button";
import { vorbehaltOptions, type VorbehaltEvent } from "./draft";
import { vorbehaltLabel } from "./labels";

function choiceLabel(t: DoppelkopfT, ev: VorbehaltEvent, both: boolean): string {
  const name = vorbehaltLabel(t, ev.vorbehalt);
  if (ev.pflicht === undefined) return capitalize(name);
  const kind = ev.pflicht ? t("fullRecord.pflichtsolo") : t("fullRecord.lustsolo");
  return both ? t("fullRecord.choiceBoth", { name, kind }) : t("fullRecord.choiceOne", { name, kind });
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
  const t = useTranslations("doppelkopf");
  const o = vorbehaltOptions(game);
  const who = seatName(o.seat);
  return (
    <div className="space-y-3">
      {said.length ? (
        <p className="text-lg" data-testid="vorbehalte">
          {t("fullRecord.vorbehalte", { list: said.map((e) => `${seatName(e.seat)} ${vorbehaltLabel(t, e.vorbehalt)}`).join(" · ") })}
        </p>
      ) : null}
      <section aria-label={t("fullRecord.vorbehaltRegion")} className="space-y-3 rounded-lg border-2 border-brand p-3">
        <h3 className="text-xl font-bold">{o.vorgefuehrt ? t("fullRecord.vorgefuehrt", { who }) : t("fullRecord.vorbehalt", { who })}</h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {o.choices.map((ev) => {
            const both = o.choices.filter((c) => c.vorbehalt === ev.vorbehalt).length > 1;
            return (
              <ActionButton key={`${ev.vorbehalt}-${String(ev.pflicht)}`} onClick={() => onEvent(ev)}>
                {choiceLabel(t, ev, both)}
              </ActionButton>
            );
          })}
        </div>
      </section>
    </div>
  );
}
