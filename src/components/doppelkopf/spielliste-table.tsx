// The Spielliste of one table: each game's points by position (G = dealer, – = sits out), the totals, the checks of
// TSR 7.3.3, the Pflichtsoli and the games left. In a closed round each game's number is a
// button that opens it for a correction (✎).
import { withPenalties } from "@/games";
import { GAME_TYPE_NAMES, PENALTY_NAMES, signedPoints as signed } from "./labels";
import type { SpiellisteView } from "./spielliste-view";

export function SpiellisteTable({
  view,
  onCorrect,
  selected,
  penalties = [],
  onTakeBack,
  onSign,
}: {
  /** The list to show: the office's, or the table device's own replay with its waiting games. */
  view: Pick<SpiellisteView, "positions" | "gamesPlanned"> & { list: Omit<SpiellisteView["list"], "next"> };
  /** Offered in a closed round: pick game `number` to correct it. */
  onCorrect?: (number: number) => void;
  selected?: number | null;
  /** The penalties at the table (TSR 9): a row each, counted in the sum once countersigned. */
  penalties?: SpiellisteView["penalties"];
  /** Offered in the office: take a penalty back (or refuse one noted at the table). */
  onTakeBack?: (penaltyId: string) => void;
  /** Offered in the office: countersign a penalty noted at the table. */
  onSign?: (penaltyId: string) => void;
}) {
  const { positions, list } = view;
  const sums = withPenalties(list.totals, penalties.filter((x) => x.signed).map((x) => x.points));
  const sum = (p: number) => sums[p] ?? 0;
  const name = (p: number) => positions[p]?.name ?? `Position ${p + 1}`;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-lg" data-testid="spielliste">
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th className="px-2 py-1">Spiel</th>
              {positions.map((p) => (
                <th key={p.position} className="px-2 py-1 text-right">
                  {p.name}
                </th>
              ))}
              <th className="px-2 py-1">Art</th>
            </tr>
          </thead>
          <tbody>
            {list.games.map((g) => (
              <tr key={g.number} className={`border-b border-stone-200 ${selected === g.number ? "bg-blue-50" : ""}`}>
                <td className="px-2 py-1">
                  {onCorrect ? (
                    // The game's number is the button: a column of its own would push the list past a tablet's width.
                    <button
                      type="button"
                      onClick={() => onCorrect(g.number)}
                      aria-label={`Spiel ${g.number} korrigieren`}
                      title="Korrigieren"
                      className="min-h-12 min-w-16 rounded-lg border border-stone-400 bg-white px-2 font-semibold hover:bg-stone-100"
                    >
                      {g.number} ✎
                    </button>
                  ) : (
                    g.number
                  )}
                </td>
                {positions.map((p) => (
                  <td key={p.position} className={`px-2 py-1 text-right ${g.sitsOut === p.position ? "text-stone-400" : ""}`}>
                    {g.sitsOut === p.position ? "–" : signed(g.score[p.position] ?? 0)}
                    {g.dealer === p.position ? <span className="ml-1 text-sm text-stone-500">G</span> : null}
                  </td>
                ))}
                <td className="px-2 py-1">
                  {GAME_TYPE_NAMES[g.type] ?? g.type}
                  {g.soloist !== null && g.type !== "hochzeit" ? ` (${name(g.soloist)}${g.pflichtsolo ? ", Pflicht" : ""})` : ""}
                </td>
              </tr>
            ))}
            {penalties.map((x) => (
              <tr key={x.id} className={`border-b border-stone-200 ${x.signed ? "bg-red-50" : "bg-amber-50 italic"}`} data-testid="penalty-row">
                <td className="px-2 py-1 text-base">Strafe</td>
                {positions.map((p) => (
                  <td key={p.position} className="px-2 py-1 text-right">
                    {x.points[p.position] ? signed(x.points[p.position]!) : ""}
                  </td>
                ))}
                <td className="px-2 py-1 text-base">
                  {PENALTY_NAMES[x.class]} in Spiel {x.game} ({name(x.offender)}): {x.reason}
                  {x.signed ? null : <strong className="ml-1 not-italic text-amber-900">wartet auf Gegenzeichnung, zählt noch nicht</strong>}
                  {onSign && !x.signed ? (
                    <button type="button" className="ml-2 min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-base not-italic" onClick={() => onSign(x.id)}>
                      gegenzeichnen
                    </button>
                  ) : null}
                  {onTakeBack ? (
                    <button type="button" className="ml-2 min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-base not-italic" onClick={() => onTakeBack(x.id)}>
                      {x.signed ? "zurücknehmen" : "ablehnen"}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
            <tr className="font-bold" data-testid="spielliste-totals">
              <td className="px-2 py-1">Summe</td>
              {positions.map((p) => (
                <td key={p.position} className="px-2 py-1 text-right">
                  {signed(sum(p.position))}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="mt-3 space-y-1 text-base text-stone-700">
        <li>
          Noch {list.gamesLeft} von {list.games.length + list.gamesLeft} Spielen. G = Geber{positions.length === 5 ? "; zu fünft setzt der Geber aus (–)" : ""}.
        </li>
        <li>Jede Zeile ergibt 0: {list.checks.zeroSum ? "ja" : "nein – bitte prüfen"}.</li>
        <li>
          Summen alle gerade oder alle ungerade: {list.checks.parity === null ? "entfällt am Fünfertisch" : list.checks.parity ? "ja" : "nein – bitte prüfen"}.
        </li>
        {list.pflichtsolo ? (
          <li>Pflichtsolo gespielt: {positions.map((p) => `${p.name} ${list.pflichtsolo![p.position] ? "ja" : "offen"}`).join(" · ")}.</li>
        ) : null}
      </ul>
    </>
  );
}
