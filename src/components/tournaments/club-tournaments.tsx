// The "Turniere" section of a club's page: a link to create one and the club's tournaments.
import Link from "next/link";
import { formatDate, SCHEDULE_TYPE_NAMES, TOURNAMENT_STATUS_NAMES } from "./labels";

export function ClubTournaments({
  clubId,
  tournaments,
}: {
  clubId: string;
  tournaments: { id: string; name: string; date: string; venue: string | null; status: keyof typeof TOURNAMENT_STATUS_NAMES; scheduleType: keyof typeof SCHEDULE_TYPE_NAMES; roundsPlanned: number }[];
}) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-semibold">Turniere</h2>
        <Link
          href={`/org/vereine/${clubId}/turniere/neu`}
          className="inline-flex min-h-12 items-center rounded-lg bg-brand px-5 text-lg font-semibold text-white hover:bg-blue-800"
        >
          Neues Turnier
        </Link>
      </div>
      {tournaments.length ? (
        <ul className="divide-y divide-stone-200" data-testid="tournament-list">
          {tournaments.map((t) => (
            <li key={t.id}>
              <Link href={`/org/turniere/${t.id}`} className="block min-h-12 py-3 hover:text-brand">
                <span className="block text-lg font-semibold">{t.name}</span>
                <span className="text-stone-600">
                  {formatDate(t.date)}
                  {t.venue ? ` · ${t.venue}` : ""} · {SCHEDULE_TYPE_NAMES[t.scheduleType]}, {t.roundsPlanned} Runden ·{" "}
                  {TOURNAMENT_STATUS_NAMES[t.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-600">Noch keine Turniere.</p>
      )}
    </section>
  );
}
