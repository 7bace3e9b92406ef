// A round's seating list for the wall: table by table, the pairs and who sits where (print and screen).
import { pairName, playersText, SEATS_DE, type Round, type Snapshot } from "./format";

export function SeatingList({ snapshot, round }: { snapshot: Snapshot; round: Round }) {
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const seatText = (n: number, first: string, second: string) => {
    const p = byNumber.get(n);
    return p ? `${pairName(p)}: ${p.players[0]?.name} (${first}), ${p.players[1]?.name} (${second})` : `Paar ${n}`;
  };
  // Players look themselves up by pair number, so the list is also given by pair.
  const byPair = [...round.tables.flatMap((t) => [{ n: t.ns, t: t.table, side: "N/S" }, { n: t.ew, t: t.table, side: "O/W" }])].sort((a, b) => a.n - b.n);
  return (
    <section className="print-page" data-testid={`seating-${round.number}`}>
      <h2 className="mb-3 text-2xl font-bold">
        {snapshot.tournament.name} – Setzliste Runde {round.number}
      </h2>
      <table className="w-full border-collapse text-base">
        <thead>
          <tr className="border-b-2 border-stone-500 text-left">
            <th className="px-2 py-1">Tisch</th>
            <th className="px-2 py-1">Nord / Süd</th>
            <th className="px-2 py-1">Ost / West</th>
            <th className="px-2 py-1">gibt zuerst</th>
          </tr>
        </thead>
        <tbody>
          {round.tables.map((t) => (
            <tr key={t.table} className="border-b border-stone-300 align-top">
              <td className="px-2 py-1 text-xl font-bold">{t.table}</td>
              <td className="px-2 py-1">{seatText(t.ns, "Nord", "Süd")}</td>
              <td className="px-2 py-1">{seatText(t.ew, "Ost", "West")}</td>
              <td className="px-2 py-1">{SEATS_DE[t.firstDealer]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {round.bye !== null ? <p className="mt-2">Freilos: {byNumber.get(round.bye) ? pairName(byNumber.get(round.bye)!) : `Paar ${round.bye}`}</p> : null}
      <h3 className="mt-4 text-lg font-bold">Nach Paarnummer</h3>
      <p className="columns-3 text-sm">
        {byPair.map((x) => (
          <span key={x.n} className="block">
            Paar {x.n} → Tisch {x.t} ({x.side}) {byNumber.get(x.n) ? `· ${playersText(byNumber.get(x.n)!.players)}` : ""}
          </span>
        ))}
      </p>
    </section>
  );
}
