// The standings with every column and each pair's round-by-round results (server-rendered, print-friendly).
import { MATCH_OUTCOME_LABELS, pairName } from "./names";
import type { StandingsView } from "./types";

const TIEBREAK_LABELS: Record<string, string> = {
  matchPoints: "Matchpunkte",
  pointDiff: "Spielpunktdifferenz",
  pointsFor: "Spielpunkte",
  buchholz: "Buchholz",
  headToHead: "direkter Vergleich",
  wins: "Siege",
};

export function StandingsTable({ data }: { data: StandingsView }) {
  const rounds = Array.from({ length: data.throughRound }, (_, i) => i + 1);
  return (
    <div className="space-y-3">
      <p className="text-stone-600">Reihenfolge: {data.tiebreaks.map((t) => TIEBREAK_LABELS[t] ?? t).join(" › ")}. Gleichstand in allem teilt sich den Platz.</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-left text-base" data-testid="standings">
          <thead className="border-b border-stone-300 text-sm text-stone-600">
            <tr>
              <th className="py-2 pr-2">Platz</th>
              <th className="pr-2">Paar</th>
              <th className="pr-2 text-right">MP</th>
              <th className="pr-2 text-right">Spielpunkte</th>
              <th className="pr-2 text-right">Gegen</th>
              <th className="pr-2 text-right">Diff.</th>
              <th className="pr-2 text-right">Buchholz</th>
              <th className="pr-2 text-right">S/U/N</th>
              <th className="pr-2 text-right">Freilos</th>
              {rounds.map((r) => (
                <th key={r} className="pr-2">
                  R{r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {data.rows.map((row) => (
              <tr key={row.entrant} className={row.withdrawn ? "text-stone-500" : ""}>
                <td className="py-2 pr-2 font-semibold">{row.rank}.</td>
                <td className="pr-2">
                  <div className="font-medium">{pairName(row.pair)}</div>
                  <div className="text-sm text-stone-600">
                    {row.pair.players.join(" & ")}
                    {row.withdrawn ? " · zurückgezogen" : ""}
                  </div>
                </td>
                <td className="pr-2 text-right font-semibold tabular-nums">{row.matchPoints}</td>
                <td className="pr-2 text-right tabular-nums">{row.pointsFor}</td>
                <td className="pr-2 text-right tabular-nums">{row.pointsAgainst}</td>
                <td className="pr-2 text-right tabular-nums">{row.pointDiff > 0 ? `+${row.pointDiff}` : row.pointDiff}</td>
                <td className="pr-2 text-right tabular-nums">{row.buchholz}</td>
                <td className="pr-2 text-right tabular-nums">
                  {row.wins}/{row.draws}/{row.losses}
                </td>
                <td className="pr-2 text-right tabular-nums">{row.byes}</td>
                {rounds.map((r) => {
                  const res = row.rounds.find((x) => x.round === r);
                  const snap = row.history.find((h) => h.round === r);
                  return (
                    <td key={r} className="pr-2 text-sm">
                      {res ? (
                        <>
                          <div>
                            {res.opponent === null ? "Freilos" : `gg. ${res.opponent}`}: {MATCH_OUTCOME_LABELS[res.outcome]}
                            {res.adjusted ? "*" : ""}
                          </div>
                          <div className="tabular-nums text-stone-600">
                            {res.pointsFor}:{res.pointsAgainst}
                            {snap ? ` · Pl. ${snap.rank}` : ""}
                          </div>
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-600">* Ergebnis von der Turnierleitung festgesetzt. Pl. = Platz nach der Runde.</p>
    </div>
  );
}
