// Every deal of the sheet: who dealt, each player's points and the running totals; a deal still on this device is
// marked as waiting.
import { points, type SheetView } from "./sheet-view";

export interface SheetRow {
  number: number;
  dealer: number | null;
  score: number[];
  totals: number[];
  waiting: boolean;
  explanation: string;
}

export function SheetDeals({ view, rows }: { view: SheetView; rows: SheetRow[] }) {
  if (!rows.length) return <p className="text-stone-600">Noch kein Spiel.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-lg" data-testid="sheet-deals">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th className="px-2 py-1">Spiel</th>
            {view.players.map((p, i) => (
              <th key={i} className="px-2 py-1 text-right">
                {p.name}
              </th>
            ))}
            <th className="px-2 py-1">Wie</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.number} className={`border-b border-stone-200 ${r.waiting ? "bg-amber-50" : ""}`} data-testid="sheet-deal-row">
              <td className="px-2 py-1">
                {r.number}
                {r.waiting ? <span className="ml-1 text-sm text-amber-800">wartet</span> : null}
              </td>
              {view.players.map((_, i) => (
                <td key={i} className="px-2 py-1 text-right tabular-nums">
                  {r.dealer === i ? <span className="mr-1 text-sm text-stone-500">G</span> : null}
                  {points(view, r.score[i] ?? 0)}
                  <span className="block text-sm text-stone-500">{points(view, r.totals[i] ?? 0)}</span>
                </td>
              ))}
              <td className="px-2 py-1 text-base text-stone-700">{r.explanation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
