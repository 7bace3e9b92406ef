// The paper score sheet of one table: the fallback when a tablet fails. The organizer types it in afterwards
// (the engine checks each deal then), so it asks for exactly the facts the entry form asks for.
import { pairName, playersText, SEATS_DE, type Round, type Snapshot, type Table } from "./format";

export function ScoreSheet({ snapshot, round, table }: { snapshot: Snapshot; round: Round; table: Table }) {
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const ns = byNumber.get(table.ns);
  const ew = byNumber.get(table.ew);
  const f = snapshot.tournament.matchFormat;
  const rows = f.kind === "deals" ? f.deals : 24;
  const cell = "border border-stone-500 px-1 h-7";
  return (
    <section className="print-page text-sm" data-testid={`score-sheet-${table.table}`}>
      <div className="flex items-baseline justify-between">
        <h2 className="text-2xl font-bold">
          Spielzettel Tisch {table.table} · Runde {round.number}
        </h2>
        <span>{snapshot.tournament.name}</span>
      </div>
      <p className="mt-1">
        <strong>N/S:</strong> {ns ? `${pairName(ns)} – ${playersText(ns.players)}` : `Paar ${table.ns}`} (Nord: {ns?.players[0]?.name}, Süd: {ns?.players[1]?.name})
      </p>
      <p>
        <strong>O/W:</strong> {ew ? `${pairName(ew)} – ${playersText(ew.players)}` : `Paar ${table.ew}`} (Ost: {ew?.players[0]?.name}, West: {ew?.players[1]?.name})
      </p>
      <p className="mb-2">
        Zuerst gibt <strong>{SEATS_DE[table.firstDealer]}</strong>, dann reihum im Uhrzeigersinn (Nord → Ost → Süd → West).{" "}
        {f.kind === "deals" ? `${f.deals} Spiele.` : `Gespielt bis ${f.target} Punkte.`} Trumpf: Herz, Pik, Kreuz, Karo; gewählt: Original, Klein oder
        Besser. Stiche inklusive des letzten Stichs.
      </p>
      <table className="w-full border-collapse text-center">
        <thead>
          <tr>
            <th className={cell} rowSpan={2}>Nr.</th>
            <th className={cell} rowSpan={2}>Geber</th>
            <th className={cell} rowSpan={2}>Spieler (Sitz)</th>
            <th className={cell} rowSpan={2}>Trumpf / gewählt</th>
            <th className={cell} colSpan={2}>Meldungen (Sitz, Terz/50, bis)</th>
            <th className={cell} rowSpan={2}>Bella (Sitz)</th>
            <th className={cell} colSpan={2}>Stiche</th>
            <th className={cell} colSpan={2}>Wertung</th>
            <th className={cell} colSpan={2}>Summe</th>
          </tr>
          <tr>
            {["N/S", "O/W", "N/S", "O/W", "N/S", "O/W", "N/S", "O/W"].map((h, i) => (
              <th key={i} className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              <td className={cell}>{i + 1}</td>
              <td className={cell}>{i === 0 ? SEATS_DE[table.firstDealer] : ""}</td>
              {Array.from({ length: 11 }, (_, j) => (
                <td key={j} className={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-6 grid grid-cols-2 gap-8">
        <p className="border-t border-stone-700 pt-1">Unterschrift Kapitän N/S</p>
        <p className="border-t border-stone-700 pt-1">Unterschrift Kapitän O/W (bestätigt)</p>
      </div>
    </section>
  );
}
