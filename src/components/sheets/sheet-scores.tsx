// The sheet at a glance: each player's total (at four in Klammern the pairs share theirs), who deals next (at five in
// Doppelkopf the dealer sits out), the end it plays to, in Klammern how far each still is from the target and who
// leads, and once over the winners.
import { points, type SheetView } from "./sheet-view";

export function SheetScores({ view, totals, nextDealer, winners }: { view: SheetView; totals: number[]; nextDealer: number | null; winners: number[] | null }) {
  const end = view.game === "klammern" ? `bis ${view.target}` : view.games ? `${view.games} Spiele` : "offener Abend";
  const best = Math.max(...totals);
  const toGo = (i: number) => {
    if (view.game !== "klammern" || view.target === null || winners) return null;
    const left = view.target - (totals[i] ?? 0);
    const leads = best > 0 && totals[i] === best && totals.filter((x) => x === best).length < totals.length;
    return `${left > 0 ? `noch ${left}` : "Ziel erreicht"}${leads ? " · führt" : ""}`;
  };
  return (
    <section aria-label="Stand" className="space-y-3">
      <p className="text-lg text-stone-700">
        {view.game === "klammern" ? "Klammern" : "Doppelkopf"} · {end}
        {view.game === "klammern" && view.players.length === 4 ? " · Spieler 1 und 3 gegen 2 und 4" : ""}
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Spieler">
        {view.players.map((p, i) => (
          <li key={i} className={`rounded-lg border-2 px-3 py-2 ${nextDealer === i ? "border-amber-500 bg-amber-50" : winners?.includes(i) ? "border-green-600 bg-green-50" : "border-stone-200 bg-white"}`}>
            <span className="block text-sm text-stone-600">
              Spieler {i + 1}
              {nextDealer === i ? (view.game === "doppelkopf" && view.players.length === 5 ? " · gibt, setzt aus" : " · gibt") : ""}
            </span>
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold">{p.name}</span>
              <span className="text-2xl font-bold tabular-nums" data-testid={`sheet-total-${i + 1}`}>
                {points(view, totals[i] ?? 0)}
              </span>
            </span>
            {toGo(i) ? (
              <span className="block text-sm text-stone-600" data-testid={`sheet-to-go-${i + 1}`}>
                {toGo(i)}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {winners ? (
        <p role="status" className="rounded-lg bg-green-100 px-4 py-3 text-xl font-semibold text-green-900" data-testid="sheet-winner">
          {winners.length === 1 ? "Gewonnen hat" : "Gewonnen haben"} {winners.map((w) => view.players[w]?.name).join(" und ")}.
        </p>
      ) : null}
    </section>
  );
}
