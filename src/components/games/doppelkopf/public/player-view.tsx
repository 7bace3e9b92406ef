// The player page of a single player (Doppelkopf): place and points, where to sit in the round being played
// (table and position, who deals first, sitting out at five), and each round's table with its games.
import { useTranslations } from "next-intl";
import { LivePart } from "@/components/public/live-part";
import type { Pair, PublicGame, Snapshot } from "@/components/public/format";
import { gameTypeName, signedPoints, type DoppelkopfT } from "../labels";

/** Rounds in which player `number` sat at a table: the table, the position and the players beside him. */
export function singlePlayerRounds(snapshot: Snapshot, number: number) {
  return snapshot.rounds.flatMap((r) => {
    const table = r.tables.find((t) => t.seats.includes(number));
    return table ? [{ round: r, table, position: table.seats.indexOf(number) }] : [];
  });
}

function gameLine(t: DoppelkopfT, g: PublicGame, names: string[]): string {
  const d = (g.detail ?? {}) as { type?: string; pflichtsolo?: boolean; vorgefuehrt?: boolean };
  const type = d.type ? gameTypeName(t, d.type) : t("public.player.game");
  const kind = d.vorgefuehrt ? t("public.player.vorgefuehrt") : d.pflichtsolo ? t("public.player.pflichtsolo") : "";
  return `${type}${kind}: ${g.score.map((p, i) => `${names[i]} ${signedPoints(p)}`).join(", ")}`;
}

/** A player among the search hits: name and start number. */
export function PlayerHit({ entrant }: { entrant: Pair }) {
  return (
    <span className="font-semibold">
      {entrant.players[0]?.name} ({entrant.number})
    </span>
  );
}

export function SinglePlayerView({ snapshot, number, games }: { snapshot: Snapshot; number: number; games: PublicGame[] }) {
  const t = useTranslations("doppelkopf");
  const tp = useTranslations("public");
  const me = snapshot.pairs.find((p) => p.number === number);
  if (!me) return null;
  const byNumber = new Map(snapshot.pairs.map((p) => [p.number, p]));
  const name = (n: number) => byNumber.get(n)?.players[0]?.name ?? t("public.player.player", { number: n });
  const standing = snapshot.standings.players?.rows.find((r) => r.number === number) ?? null;
  const rounds = singlePlayerRounds(snapshot, number);
  const latest = snapshot.rounds.at(-1);
  const next = latest?.status === "published" ? (rounds.find((x) => x.round.number === latest.number) ?? null) : null;
  const player = me.players[0];
  // A place means games were played: a table closed before its first game (all struck) ranks nobody.
  const played = rounds.some(({ table }) => table.deals > 0);
  return (
    <section className="space-y-6" data-testid="player-view">
      <div>
        <h2 className="text-2xl font-bold">
          {player?.name} <span className="text-stone-600">({number})</span>
        </h2>
        {player?.playerNumber ? <p className="text-stone-700">{t("public.player.playerNumber", { number: player.playerNumber })}</p> : null}
        {standing && standing.rank !== null && played ? (
          <LivePart as="p" part="player-standing" className="text-stone-700" data-testid="player-standing">
            {/* Before a round closed a place would be "after round 0": the order of the draw, not of results. */}
            {snapshot.standings.throughRound > 0
              ? t("public.player.standing", { rank: standing.rank, points: signedPoints(standing.total), round: snapshot.standings.throughRound })
              : t("public.player.noRoundClosed")}
          </LivePart>
        ) : null}
      </div>

      <LivePart part="next-seat" className="rounded-xl border-2 border-felt bg-white p-4" data-testid="next-seat">
        <h3 className="text-xl font-bold">{t("public.player.where")}</h3>
        {next === null ? (
          <p>{snapshot.tournament.status === "finished" ? tp("playerPage.noMoreRounds") : t("public.player.notPublished")}</p>
        ) : (
          <p className="text-2xl">
            {t.rich("public.player.next", {
              b: (c) => <strong>{c}</strong>,
              round: next.round.number,
              table: next.table.table,
              position: next.position + 1,
              first: next.position === 0 ? "true" : "false",
              five: next.table.seats.length === 5 ? "true" : "false",
              others: next.table.seats
                .filter((n) => n !== number)
                .map(name)
                .join(", "),
            })}
          </p>
        )}
      </LivePart>

      <div>
        <h3 className="mb-2 text-xl font-bold">{t("public.player.myRounds")}</h3>
        <ul className="space-y-3">
          {rounds.map(({ round, table, position }) => {
            const own = games.filter((g) => g.matchId === table.matchId).sort((a, b) => a.number - b.number);
            const names = table.seats.map(name);
            const place = standing?.rounds.find((x) => x.round === round.number)?.place;
            return (
              <li key={round.number} className="rounded-lg border border-stone-200 bg-white p-3" data-round={round.number}>
                <p className="font-semibold">
                  {t("public.player.roundLine", { round: round.number, table: table.table, position: position + 1 })}
                </p>
                <LivePart as="p" part={`round:${round.number}:points`} className="text-lg tabular-nums" data-testid="round-points">
                  {t("public.player.points", { points: signedPoints(table.points[position] ?? 0) })}
                  {table.status === "open" ? t("public.player.running") : place && table.deals > 0 ? t("public.player.place", { place }) : ""}
                </LivePart>
                <details className="mt-2">
                  {/* The games are parts of their own: the list stays open while they come in. */}
                  <LivePart as="summary" part={`round:${round.number}:count`} className="cursor-pointer">
                    {t("public.player.games", { count: own.length })}
                  </LivePart>
                  <LivePart as="ol" part={`round:${round.number}:games`} className="mt-2 space-y-1">
                    {own.map((g) => (
                      <li key={g.number} className="rounded border border-stone-200 p-2 text-sm">
                        <span className="font-semibold">{t("public.player.gameNumber", { number: g.number })}</span> {gameLine(t, g, names)}
                      </li>
                    ))}
                  </LivePart>
                </details>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
