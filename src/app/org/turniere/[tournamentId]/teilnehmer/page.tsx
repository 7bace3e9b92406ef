import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { gameOf } from "@/games";
import { CheckInAllButton } from "@/components/tournaments/check-in-all-button";
import { EntrantRow } from "@/components/tournaments/entrant-row";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { EntrantImport } from "@/components/tournaments/entrant-import";
import { RegisterEntrantForm } from "@/components/tournaments/register-entrant-form";
import { Card, PageTitle } from "@/components/ui";
import { getPick } from "@/i18n/get-pick";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";
import { capitalize } from "@/lib/capitalize";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("entrants.title") };
}

export default async function EntrantsPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/teilnehmer`);
  const caller = await api();
  const t = await orNotFound(caller.tournament.get({ tournamentId }));
  const { entrants, availableMembers } = await caller.tournament.listEntrants({ tournamentId });
  const { entrant, fieldFixed } = gameOf(t.game);
  const pick = await getPick();
  const p = await getTranslations("tournaments.pages.entrants");
  const [one, many] = [pick(entrant.noun), pick(entrant.plural)];
  // As a label ("Paar 3", "Pair 3") and a title the word starts upper case; English sentences keep it lower case.
  const [One, Many] = [capitalize(one), capitalize(many)];
  const last = t.rounds.at(-1);
  const drafted = last?.status === "draft";
  const scheduleFixed = last !== undefined && fieldFixed(t.format);
  const closedForEntry = scheduleFixed || (last?.number ?? 0) >= t.roundsPlanned;
  return (
    <div className="space-y-6">
      <Link href={`/org/turniere/${t.id}`} className="inline-flex min-h-11 items-center text-brand underline">
        ← {t.name}
      </Link>
      <PageTitle sub={p("sub", { count: entrants.length, plural: many, checkedIn: t.entrantCounts.checkedIn, withdrawn: t.entrantCounts.withdrawn })}>
        {Many}
      </PageTitle>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{last ? p("lateRegister", { noun: one }) : p("register", { noun: one })}</h2>
        {drafted ? (
          <p className="text-amber-900">
            {p("drafted", { round: last.number })}
          </p>
        ) : closedForEntry ? (
          <p className="text-stone-600">
            {scheduleFixed ? p("closedRoundRobin") : p("closedAllPaired")}
          </p>
        ) : (
          <RegisterEntrantForm
            tournamentId={t.id}
            members={availableMembers}
            lateEntry={last ? last.number + 1 : null}
            entrant={{ players: entrant.players, named: entrant.named, noun: One }}
          />
        )}
      </Card>
      {drafted || closedForEntry ? null : (
        <Card>
          <h2 className="mb-4 text-xl font-semibold">{p("import", { plural: many })}</h2>
          <EntrantImport tournamentId={t.id} entrant={{ players: entrant.players, named: entrant.named, noun: One, plural: many }} />
        </Card>
      )}
      <Card>
        <h2 className="mb-2 text-xl font-semibold">{p("registered", { plural: many })}</h2>
        <p className="mb-2 text-stone-600">
          {p("intro", { plural: many })}
        </p>
        {entrants.length ? (
          <div className="mb-2">
            <CheckInAllButton tournamentId={t.id} waiting={entrants.filter((e) => e.status === "registered").length} />
          </div>
        ) : null}
        {entrants.length ? (
          <ul className="divide-y divide-stone-200" data-testid="entrant-list">
            {entrants.map((e) => (
              <EntrantRow key={`${e.id}-${e.version}`} entrant={e} noun={One} />
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">{p("empty", { plural: many })}</p>
        )}
      </Card>
    </div>
  );
}
