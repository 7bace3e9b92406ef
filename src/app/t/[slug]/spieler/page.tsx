// Player page: find yourself by name or player number; where you sit next, your matches and your deals with
// the engine's explanation. A plain GET form, so it works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { explainDeal } from "@/components/public/deal-explanation";
import { OUTCOME_LONG_DE, pairName, playersText, SEATS_DE } from "@/components/public/format";
import { LiveRefresh } from "@/components/public/live-refresh";
import { getLiveTournament, publicDeals } from "@/server/live";
import { pairView, searchPairs } from "@/server/services/public/find-player";
import { NotYetPublic, publicPagesShow } from "@/components/public/not-yet-public";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ q?: string; paar?: string }> };

export const metadata: Metadata = { title: "Spieler", robots: { index: false } };

export default async function PlayerPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const sp = await searchParams;
  const found = await getLiveTournament(slug);
  if (!found) notFound();
  const s = found.data;
  if (!publicPagesShow(s)) return <NotYetPublic s={s} />;
  const q = (sp.q ?? "").trim().slice(0, 80);
  const hits = q ? searchPairs(s.pairs, q) : [];
  const chosen = Number(sp.paar ?? (hits.length === 1 ? hits[0]!.number : NaN));
  const view = Number.isInteger(chosen) ? pairView(s, chosen) : null;
  const played = view ? view.matches.filter((m) => !m.bye) : [];
  const deals = view ? await publicDeals(played.map((m) => (m.bye ? "" : m.table.matchId))) : [];

  return (
    <div className="space-y-6">
      <header>
        <p>
          <Link className="underline" href={`/t/${s.tournament.slug}`}>
            {s.tournament.name}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">Spieler suchen</h1>
        <div className="mt-2">
          <LiveRefresh slug={s.tournament.slug} eventId={found.eventId} etag={found.etag} />
        </div>
      </header>

      <form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="block grow">
          <span className="mb-1 block font-medium">Name oder Spielernummer</span>
          <input
            name="q"
            defaultValue={q}
            inputMode="search"
            autoComplete="off"
            className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-lg"
            placeholder="z. B. Müller oder 17"
          />
        </label>
        <button className="min-h-12 rounded-lg bg-brand px-5 py-2 text-lg font-semibold text-white">Suchen</button>
      </form>

      {q && hits.length === 0 ? <p role="status">Niemand gefunden für „{q}“. Bitte Schreibweise oder Nummer prüfen.</p> : null}
      {hits.length > 1 ? (
        <ul className="space-y-2" data-testid="player-hits">
          {hits.map((p) => (
            <li key={p.number}>
              <Link className="block min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3" href={`?q=${encodeURIComponent(q)}&paar=${p.number}`}>
                <span className="font-semibold">{pairName(p)}</span> · {playersText(p.players)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {view ? (
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
      ) : null}
    </div>
  );
}
