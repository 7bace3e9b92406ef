import Link from "next/link";

export function SiteHeader({ user }: { user: { name: string; role: string } | null }) {
  return (
    <header className="no-print bg-felt text-white">
      <nav className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2">
        <Link href="/" className="mr-auto text-2xl font-bold tracking-tight">
          Stichfest
        </Link>
        {user ? (
          <>
            <Link href="/org" className="min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10">
              Meine Vereine
            </Link>
            <Link href="/spielblock" className="min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10">
              Spielblock
            </Link>
            {user.role === "admin" ? (
              <Link href="/org/konten" className="min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10">
                Konten
              </Link>
            ) : null}
            <span className="hidden px-2 text-sm text-white/80 sm:inline" data-testid="signed-in-as">
              {user.name}
            </span>
            {/* A link, not next-auth's client library: every page would otherwise load it. */}
            <Link href="/abmelden" className="min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10">
              Abmelden
            </Link>
          </>
        ) : (
          <>
            <Link href="/anmelden" className="min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10">
              Anmelden
            </Link>
            <Link href="/registrieren" className="min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10">
              Registrieren
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
