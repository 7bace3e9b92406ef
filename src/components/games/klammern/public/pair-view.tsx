// The player page of a Klammern pair: its place, where it sits in the round being played (table, seats, opponents,
// who deals first), and its matches round by round with each deal as the engine explains it.
import { LivePart } from "@/components/public/live-part";
import { useTranslations } from "next-intl";
import { explainDeal } from "../deal-explanation";
import { pairName, playersText, type PublicGame, type Snapshot } from "@/components/public/format";
import type { pairView } from "@/server/services/public/find-player";

type PairView = NonNullable<ReturnType<typeof pairView>>;

const SEATS = ["north", "east", "south", "west"] as const;

export function PairPlayerView({ snapshot: s, view, games: deals }: { snapshot: Snapshot; view: PairView; games: PublicGame[] }) {
  const t = useTranslations("klammern.pairView");
  const tp = useTranslations("public");
  const seat = (i: number) => t(`seats.${SEATS[i] ?? "north"}`);
  return (
    <section className="space-y-6" data-testid="player-view">
      <div>
        <h2 className="text-2xl font-bold">{pairName(view.pair, tp)}</h2>
        <p className="text-lg">
          {view.pair.players.map((p) => `${p.name}${p.playerNumber ? t("number", { number: p.playerNumber }) : ""}`).join(" & ")}
        </p>
        {view.standing ? (
          <LivePart as="p" part="player-standing" className="text-stone-700">
            {/* Before a round closed a place would be "after round 0": the order of the draw, not of results. */}
            {s.standings.throughRound > 0
              ? t("standing", {
                  rank: view.standing.rank,
                  matchPoints: view.standing.matchPoints,
                  pointsFor: view.standing.pointsFor,
                  round: s.standings.throughRound,
                })
              : t("noRoundClosed")}
          </LivePart>
        ) : null}
      </div>

      <LivePart part="next-seat" className="rounded-xl border-2 border-felt bg-white p-4" data-testid="next-seat">
        <h3 className="text-xl font-bold">{t("whereTitle")}</h3>
        {view.next === null ? (
          <p>{s.tournament.status === "finished" ? tp("playerPage.noMoreRounds") : t("notPublished")}</p>
        ) : view.next.bye ? (
          <p className="text-2xl">{t("bye", { round: view.next.round })}</p>
        ) : (
          <p className="text-2xl">
            {t.rich("next", {
              round: view.next.round,
              table: view.next.table.table,
              seats: t(view.next.side === "NS" ? "seatsNS" : "seatsEW", {
                first: view.pair.players[0]?.name ?? "",
                second: view.pair.players[1]?.name ?? "",
              }),
              opponent: view.next.opponent ? pairName(view.next.opponent, tp) : "?",
              dealer: seat(view.next.table.firstDealer),
              b: (c) => <strong>{c}</strong>,
            })}
          </p>
        )}
      </LivePart>

      <div>
        <h3 className="mb-2 text-xl font-bold">{t("matches")}</h3>
        <ul className="space-y-3">
          {view.matches.map((m) =>
            m.bye ? (
              <li key={m.round} className="rounded-lg border border-dashed border-stone-300 p-3">
                {t("byeRound", { round: m.round })}
              </li>
            ) : (
              <li key={m.round} className="rounded-lg border border-stone-200 bg-white p-3" data-round={m.round}>
                <p className="font-semibold">
                  {t("matchHead", {
                    round: m.round,
                    table: m.table.table,
                    side: m.side === "NS" ? t("ns") : t("ew"),
                    opponent: m.opponent ? `${pairName(m.opponent, tp)} (${playersText(m.opponent.players)})` : "?",
                  })}
                </p>
                <LivePart as="p" part={`round:${m.round}:points`} className="text-lg tabular-nums">
                  {m.pointsFor} : {m.pointsAgainst}
                  {m.table.status === "open"
                    ? t("running")
                    : ` – ${t(`outcome.${m.pointsFor > m.pointsAgainst ? "win" : m.pointsFor < m.pointsAgainst ? "loss" : "draw"}`)}`}
                  {m.table.status === "adjusted" ? t("adjusted") : ""}
                </LivePart>
                <details className="mt-2">
                  {/* The deals are parts of their own: the list stays open while they come in. */}
                  <LivePart as="summary" part={`round:${m.round}:count`} className="cursor-pointer">
                    {t("deals", { count: deals.filter((d) => d.matchId === m.table.matchId).length })}
                  </LivePart>
                  <LivePart as="ol" part={`round:${m.round}:games`} className="mt-2 space-y-2">
                    {deals
                      .filter((d) => d.matchId === m.table.matchId)
                      .map((d) => {
                        const names =
                          m.side === "NS"
                            ? [view.pair.players[0]?.name ?? seat(0), m.opponent?.players[0]?.name ?? seat(1), view.pair.players[1]?.name ?? seat(2), m.opponent?.players[1]?.name ?? seat(3)]
                            : [m.opponent?.players[0]?.name ?? seat(0), view.pair.players[0]?.name ?? seat(1), m.opponent?.players[1]?.name ?? seat(2), view.pair.players[1]?.name ?? seat(3)];
                        return (
                          <li key={d.number} className="rounded border border-stone-200 p-2">
                            <p className="font-semibold">{t("deal", { number: d.number })}</p>
                            {explainDeal(d.detail, d.score, names, tp).map((line, i) => (
                              <p key={i} className="text-sm">
                                {line}
                              </p>
                            ))}
                          </li>
                        );
                      })}
                  </LivePart>
                </details>
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}
