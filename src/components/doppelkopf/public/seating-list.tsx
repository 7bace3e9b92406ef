// A round's seating list of single players for the wall (print and screen): table by table the players by
// position, and the same list by start number, since players look themselves up by number.
import type { Round, Snapshot } from "@/components/public/format";

export function PlayerSeatingList({ snapshot, round }: { snapshot: Snapshot; round: Round }) {
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const name = (n: number) => byNumber.get(n)?.players[0]?.name ?? `Spieler ${n}`;
  const widest = Math.max(4, ...round.tables.map((t) => t.seats.length));
  const byPlayer = round.tables.flatMap((t) => t.seats.map((n, position) => ({ n, table: t.table, position }))).sort((a, b) => a.n - b.n);
  return (
    <section className="print-page" data-testid={`seating-${round.number}`}>
      <h2 className="mb-3 text-2xl font-bold">
        {snapshot.tournament.name} – Setzliste Runde {round.number}
      </h2>
      <table className="w-full border-collapse text-base">
        <thead>
          <tr className="border-b-2 border-stone-500 text-left">
            <th className="px-2 py-1">Tisch</th>
            {Array.from({ length: widest }, (_, i) => (
              <th key={i} className="px-2 py-1">
                Position {i + 1}
                {i === 0 ? " (gibt zuerst)" : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {round.tables.map((t) => (
            <tr key={t.table} className="border-b border-stone-300 align-top">
              <td className="px-2 py-1 text-xl font-bold">{t.table}</td>
              {Array.from({ length: widest }, (_, i) => (
                <td key={i} className="px-2 py-1">
                  {t.seats[i] !== undefined ? `${name(t.seats[i]!)} (${t.seats[i]})` : "–"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm">An einem Tisch zu fünft setzt der Geber jedes Spiel aus.</p>
      <h3 className="mt-4 text-lg font-bold">Nach Startnummer</h3>
      <p className="columns-3 text-sm">
        {byPlayer.map((x) => (
          <span key={x.n} className="block">
            {x.n} {name(x.n)} → Tisch {x.table}, Position {x.position + 1}
          </span>
        ))}
      </p>
    </section>
  );
}
