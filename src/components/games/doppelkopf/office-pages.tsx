// The office's pages of a Doppelkopf tournament: the standings of single players (by the format's ranking mode), and
// one table's Spielliste (its games to enter and correct, clock, penalties, striking).
import { useTranslations } from "next-intl";
import Link from "next/link";
import { notFound } from "next/navigation";
import { tableState } from "../../public/format";
import type { StandingsView } from "../../results/types";
import { orNotFound } from "../../tournaments/load-or-404";
import { PageTitle } from "../../ui";
import type { Caller, OfficeTableAt } from "../types";
import { PlayerStandingsTable } from "./player-standings-table";
import { SpiellisteEntry } from "./spielliste-entry";
import type { SpiellisteView } from "./spielliste-view";

export async function officeStandings(caller: Caller, data: StandingsView) {
  const players = await caller.result.playerStandings({ tournamentId: data.tournament.id });
  return { throughRound: players.throughRound, table: <PlayerStandingsTable data={players} /> };
}

export async function officeTable(caller: Caller, at: OfficeTableAt) {
  const list = await orNotFound(caller.result.getSpielliste({ matchId: at.matchId }));
  if (list.tournament.id !== at.tournamentId) notFound();
  return <OfficeSpielliste list={list} at={at} />;
}

function OfficeSpielliste({ list, at }: { list: SpiellisteView; at: OfficeTableAt }) {
  const p = useTranslations("tournaments.pages.match");
  // The table's state in the public pages' words: one word for one state.
  const pub = useTranslations("public");
  const state = { ...list.match, deals: list.deals.length };
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${at.tournamentId}/tische?runde=${list.round.number}`} className="inline-flex min-h-11 items-center text-brand underline">
        {p("back", { round: list.round.number })}
      </Link>
      <PageTitle
        sub={p("subDoko", {
          name: at.tournamentName,
          round: list.round.number,
          closed: String(list.round.status === "closed"),
          tableKind: list.positions.length === 5 ? p("five") : p("four"),
          status: tableState(state, at.game, pub),
        })}
      >
        {p("table", { number: list.match.tableNumber })}
      </PageTitle>
      <SpiellisteEntry view={list} />
    </div>
  );
}
