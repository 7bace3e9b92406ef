// Statistics per player over one's game sheets: sheets played and won, the average final score, and per game what
// players ask about: how often the Klammern declarer made it, how many Doppelkopf solos were played and won.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type StatsRow = inferRouterOutputs<AppRouter>["sheet"]["stats"][number];

const cell = "whitespace-nowrap px-2 py-1";
const average = (r: StatsRow) => (r.points / r.sheets).toFixed(1).replace(".", ",");

export function SheetStatsTable({ rows }: { rows: StatsRow[] }) {
  if (!rows.length) return null;
  return (
    <section aria-label="Statistik" className="space-y-3">
      <h2 className="text-2xl font-bold">Statistik</h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white p-3">
        <table className="w-full text-lg" data-testid="sheet-stats">
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th className={cell}>Spieler</th>
              <th className={cell}>Spiel</th>
              <th className={`${cell} text-right`}>Blöcke</th>
              <th className={`${cell} text-right`}>Siege</th>
              <th className={`${cell} text-right`}>Schnitt</th>
              <th className={cell}>Als Spieler / Soli</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.game}:${r.name}`} className="border-b border-stone-200">
                <td className={cell}>{r.name}</td>
                <td className={cell}>{r.game === "klammern" ? "Klammern" : "Doppelkopf"}</td>
                <td className={`${cell} text-right tabular-nums`}>{r.sheets}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {r.wins} von {r.finished}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{average(r)}</td>
                <td className={cell}>
                  {r.game === "klammern"
                    ? r.declared
                      ? `${r.made} von ${r.declared} gewonnen (${Math.round((100 * r.made) / r.declared)} %)`
                      : "nie Spieler"
                    : `${r.solos} ${r.solos === 1 ? "Solo" : "Soli"}, ${r.solosWon} gewonnen`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
