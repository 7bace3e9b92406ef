// The organizer's print corner: standings, seating lists, table cards and paper score sheets per round.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { gameViews } from "@/components/games";
import { orNotFound } from "@/components/tournaments/load-or-404";
import { requireSessionUser } from "@/server/auth/session";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("tournaments.pages");
  return { title: t("print.title") };
}

export default async function OrganizerPrintPage({ params }: { params: Promise<{ tournamentId: string }> }) {
  const { tournamentId } = await params;
  await requireSessionUser(`/org/turniere/${tournamentId}/druck`);
  const t = await orNotFound((await api()).tournament.get({ tournamentId }));
  const p = await getTranslations("tournaments.pages.print");
  const sheetName = (await getTranslations("tournaments.pages"))(gameViews(t.game).words.sheetName);
  const seated = t.rounds.filter((r) => r.status !== "draft");
  const link = "block min-h-12 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold hover:bg-stone-50";
  return (
    <div className="space-y-6">
      <p>
        <Link href={`/org/turniere/${tournamentId}`} className="inline-flex min-h-11 items-center text-brand underline">
          ← {t.name}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{p("title")}</h1>
      <ul className="grid gap-2 sm:grid-cols-2">
        <li>
          <Link className={link} href={`/t/${t.slug}/druck?teil=tabelle`}>
            {p("standings")}
          </Link>
        </li>
        {seated.map((r) => (
          <li key={r.id} className="space-y-2">
            <Link className={link} href={`/t/${t.slug}/druck?teil=setzliste&runde=${r.number}`}>
              {p("seating", { round: r.number })}
            </Link>
            <Link className={link} href={`/org/turniere/${tournamentId}/runden/${r.number}/tischkarten`}>
              {p("tableCards", { round: r.number })}
            </Link>
            <Link className={link} href={`/org/turniere/${tournamentId}/druck/spielzettel/${r.number}`}>
              {p("sheets", { sheet: sheetName, round: r.number })}
            </Link>
          </li>
        ))}
      </ul>
      {seated.length === 0 ? <p>{p("empty")}</p> : null}
    </div>
  );
}
