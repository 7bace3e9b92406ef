// The public standings of single players (Doppelkopf): rank, player, the ranking's figures and each round's table
// total with the table and the place there. `big` is the projector's reduced view.
import type { Snapshot } from "@/components/public/format";
import { RANKING_MODE_NAMES, signedPoints } from "../labels";

export type PlayerRow = NonNullable<Snapshot["standings"]["players"]>["rows"][number];

export function PublicPlayerStandings({ snapshot, big = false, rows }: { snapshot: Snapshot; big?: boolean; rows?: PlayerRow[] }) {
  const standings = snapshot.standings.players;
  if (!standings) return null;
  const list = rows ?? standings.rows;
  const mode = standings.rankingMode;
  const rounds = [...new Set(standings.rows.flatMap((r) => r.rounds.map((x) => x.round)))].sort((a, b) => a - b);
  const cell = big ? "px-3 py-1" : "px-2 py-1.5";
  return (
    <div className="overflow-x-auto">
      <table className={`w-full border-collapse tabular-nums ${big ? "text-2xl xl:text-3xl" : "text-base"}`} data-testid="standings">
        <thead>
          <tr className="border-b-2 border-stone-400 text-left">
            <th className={cell} title="Platz">Pl.</th>
            <th className={cell}>Spieler</th>
            <th className={`${cell} text-right`} title="Summe der Spielpunkte">Punkte</th>
            {mode === "placement" ? <th className={`${cell} text-right`}>Platzpkt.</th> : null}
            {mode === "average" ? <th className={`${cell} text-right`}>Schnitt</th> : null}
            {big ? null : rounds.map((r) => <th key={r} className={`${cell} text-center`}>R{r}</th>)}
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.number} className={`border-b border-stone-200 ${row.withdrawn ? "text-stone-400" : ""}`} data-player={row.number}>
              <td className={`${cell} font-bold`}>{row.rank}.</td>
              <td className={cell}>
                <span className="font-semibold">{row.name}</span>
                {big ? null : <span className="text-sm text-stone-600"> ({row.number})</span>}
                {row.withdrawn ? <span className="text-sm"> (zurückgezogen)</span> : null}
              </td>
              <td className={`${cell} text-right font-bold`}>{signedPoints(row.total)}</td>
              {mode === "placement" ? <td className={`${cell} text-right`}>{signedPoints(row.placementPoints)}</td> : null}
              {mode === "average" ? <td className={`${cell} text-right`}>{row.average.toFixed(1).replace(".", ",")}</td> : null}
              {big
                ? null
                : rounds.map((r) => {
                    const x = row.rounds.find((y) => y.round === r);
                    return (
                      <td key={r} className={`${cell} text-center text-sm whitespace-nowrap`}>
                        {x ? <span title={`Tisch ${x.table}, Position ${x.position + 1}, ${x.place}. am Tisch`}>{signedPoints(x.points)} (T{x.table})</span> : "–"}
                      </td>
                    );
                  })}
            </tr>
          ))}
        </tbody>
      </table>
      {big ? null : (
        <p className="mt-2 text-sm text-stone-600">
          Wertung: {RANKING_MODE_NAMES[mode]}; bei Gleichstand Punkte, dann die beste Runde. Runden: Punkte am Tisch (Tischnummer).
          {snapshot.standings.liveRound ? ` Aus Runde ${snapshot.standings.liveRound} zählen die Tische, die schon fertig sind.` : ""}
        </p>
      )}
    </div>
  );
}
