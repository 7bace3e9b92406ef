// What the public pages show for a tournament of a game whose public views are not built yet (Doppelkopf: the
// standings and seating of single players come with issue 11's public side), instead of reading it as pairs.
import { gameOf } from "@/games";
import { dateDe, type Snapshot } from "./format";

/** True when the public pages can show this tournament (today: tournaments of pairs). */
export const publicPagesShow = (s: Snapshot) => gameOf(s.tournament.game).entrant.players === 2;

export function NotYetPublic({ s }: { s: Snapshot }) {
  const t = s.tournament;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t.name}</h1>
      <p className="text-stone-600">
        {dateDe(t.date)}
        {t.venue ? ` · ${t.venue}` : ""} · {t.club.name} · {gameOf(t.game).name.de} · {t.roundsPlanned} Runden
      </p>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-amber-900">
        Für {gameOf(t.game).name.de}-Turniere zeigt Stichfest Tabelle und Sitzplan hier noch nicht. Beides hat die
        Turnierleitung; die öffentliche Ansicht folgt.
      </p>
    </div>
  );
}
