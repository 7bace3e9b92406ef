// The player page of a Klammern pair: its place, where it sits in the round being played (table, seats, opponents,
// who deals first), and its matches round by round with each deal as the engine explains it.
import { explainDeal } from "@/components/public/deal-explanation";
import { OUTCOME_LONG_DE, pairName, playersText, SEATS_DE, type Snapshot } from "@/components/public/format";
import type { PublicGame } from "@/components/public/views";
import type { pairView } from "@/server/services/public/find-player";

type PairView = NonNullable<ReturnType<typeof pairView>>;

export function PairPlayerView({ snapshot: s, view, games: deals }: { snapshot: Snapshot; view: PairView; games: PublicGame[] }) {
  return (
    <section className="space-y-6" data-testid="player-view">
      <div>
        <h2 className="text-2xl font-bold">{pairName(view.pair)}</h2>
        <p className="text-lg">
          {view.pair.players.map((p) => `${p.name}${p.playerNumber ? ` (Nr. ${p.playerNumber})` : ""}`).join(" & ")}
        </p>
        {view.standing ? (
          <p className="text-stone-700">
            Platz {view.standing.rank} · {view.standing.matchPoints} Matchpunkte · {view.standing.pointsFor} Spielpunkte nach Runde{" "}
            {s.standings.throughRound}
          </p>
        ) : null}
      </div>

      <div className="rounded-xl border-2 border-felt bg-white p-4" data-testid="next-seat">
        <h3 className="text-xl font-bold">Wo sitze ich?</h3>
        {view.next === null ? (
          <p>Die nächste Runde ist noch nicht veröffentlicht.</p>
        ) : view.next.bye ? (
          <p className="text-2xl">Runde {view.next.round}: Freilos – diese Runde spielfrei.</p>
        ) : (
          <p className="text-2xl">
            Runde {view.next.round}: <strong>Tisch {view.next.table.table}</strong>,{" "}
            {view.next.side === "NS"
              ? `${view.pair.players[0]?.name} sitzt Nord, ${view.pair.players[1]?.name} Süd`
              : `${view.pair.players[0]?.name} sitzt Ost, ${view.pair.players[1]?.name} West`}
            , gegen {view.next.opponent ? pairName(view.next.opponent) : "?"}. Zuerst gibt {SEATS_DE[view.next.table.firstDealer]}.
          </p>
        )}
      </div>

      <div>
        <h3 className="mb-2 text-xl font-bold">Meine Partien</h3>
        <ul className="space-y-3">
          {view.matches.map((m) =>
            m.bye ? (
              <li key={m.round} className="rounded-lg border border-dashed border-stone-300 p-3">
                Runde {m.round}: Freilos
              </li>
            ) : (
              <li key={m.round} className="rounded-lg border border-stone-200 bg-white p-3" data-round={m.round}>
                <p className="font-semibold">
                  Runde {m.round}, Tisch {m.table.table} ({m.side === "NS" ? "Nord/Süd" : "Ost/West"}) gegen{" "}
                  {m.opponent ? `${pairName(m.opponent)} (${playersText(m.opponent.players)})` : "?"}
                </p>
                <p className="text-lg tabular-nums">
                  {m.pointsFor} : {m.pointsAgainst}
                  {m.table.status === "open"
                    ? " (läuft)"
                    : ` – ${OUTCOME_LONG_DE[m.pointsFor > m.pointsAgainst ? "win" : m.pointsFor < m.pointsAgainst ? "loss" : "draw"]}`}
                  {m.table.status === "adjusted" ? " (festgesetzt)" : ""}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer">Spiele ({deals.filter((d) => d.matchId === m.table.matchId).length})</summary>
                  <ol className="mt-2 space-y-2">
                    {deals
                      .filter((d) => d.matchId === m.table.matchId)
                      .map((d) => {
                        const names =
                          m.side === "NS"
                            ? [view.pair.players[0]?.name ?? "Nord", m.opponent?.players[0]?.name ?? "Ost", view.pair.players[1]?.name ?? "Süd", m.opponent?.players[1]?.name ?? "West"]
                            : [m.opponent?.players[0]?.name ?? "Nord", view.pair.players[0]?.name ?? "Ost", m.opponent?.players[1]?.name ?? "Süd", view.pair.players[1]?.name ?? "West"];
                        return (
                          <li key={d.number} className="rounded border border-stone-200 p-2">
                            <p className="font-semibold">Spiel {d.number}</p>
                            {explainDeal(d.detail, d.score, names).map((line, i) => (
                              <p key={i} className="text-sm">
                                {line}
                              </p>
                            ))}
                          </li>
                        );
                      })}
                  </ol>
                </details>
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}
