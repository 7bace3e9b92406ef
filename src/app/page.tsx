import Link from "next/link";
import { CurrentTournaments } from "@/components/public/current-tournaments";
import { Card } from "@/components/ui";
import { isDatabaseUnavailable, reportUnavailable } from "@/server/db/unavailable";
import { publicContext } from "@/server/live";
import { listCurrentPublicTournaments } from "@/server/services/public/list-current-public-tournaments";

/** The tournaments running and coming up; none while the database is away (the home page itself stays up). */
async function currentTournaments() {
  try {
    return await listCurrentPublicTournaments({ ctx: await publicContext(), input: {} });
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e;
    reportUnavailable("home", e);
    return [];
  }
}

export default async function HomePage() {
  const current = await currentTournaments();
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-felt p-8 text-white">
        <h1 className="text-4xl font-bold">Stichfest</h1>
        <p className="mt-3 max-w-2xl text-xl text-white/90">
          Turniere für Klammern und Doppelkopf: Vereine und Mitglieder verwalten, Runden auslosen, jedes Spiel am
          Tisch eingeben und sofort prüfen lassen, Tabellen live veröffentlichen.
        </p>
        <p className="mt-1 text-base text-white/70" lang="en">
          Tournaments for Klammern and Doppelkopf, with every deal checked by the rules engine.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/anmelden" className="min-h-12 rounded-lg bg-white px-5 py-3 text-lg font-semibold text-felt">
            Anmelden
          </Link>
          <Link href="/registrieren" className="min-h-12 rounded-lg border border-white px-5 py-3 text-lg font-semibold">
            Konto anlegen
          </Link>
          <Link href="/tisch" className="min-h-12 rounded-lg border border-white px-5 py-3 text-lg font-semibold">
            Tisch-Eingabe mit Code
          </Link>
        </div>
      </section>
      <CurrentTournaments items={current} />
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <h2 className="text-xl font-semibold">Geprüfte Spiele</h2>
          <p className="mt-2 text-stone-700">Die Regel-Engine prüft jedes Spiel beim Eintippen und auf dem Server.</p>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold">Am Tisch, auch offline</h2>
          <p className="mt-2 text-stone-700">Tischkapitäne geben per QR-Code am Tablet ein, auch bei schlechtem WLAN.</p>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold">Live-Tabellen</h2>
          <p className="mt-2 text-stone-700">Spieler sehen Tabelle, nächsten Tisch und ihre Spiele auf dem Handy.</p>
        </Card>
      </div>
    </div>
  );
}
