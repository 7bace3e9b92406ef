// The site header, rendered on the server with its words: the root layout ships no next-intl to the browser. Only
// the choice by path is a client component (HeaderByPath), since the root layout does not re-render on navigation;
// the server renders each place's links, and the browser shows the one its path asks for.
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { HeaderByPath } from "./header-by-path";
import { headerLinks, type HeaderPlace, type HeaderUser } from "./site-header-links";

const linkClass = "min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10";

/** `switchLocale`: the server action behind the language switch (the app's, handed down: components import no route). */
export async function SiteHeader({ user, switchLocale }: { user: HeaderUser; switchLocale: (form: FormData) => Promise<void> }) {
  const t = await getTranslations("common.header");
  const lang = await getTranslations("common.language");
  const other = (await getLocale()) === "de" ? "en" : "de";
  const place = (where: HeaderPlace) => {
    const { home, links, signOut } = headerLinks(where, user);
    return (
      <>
        {home ? (
          <Link href="/" className="mr-auto inline-flex min-h-11 items-center text-2xl font-bold tracking-tight">
            Stichfest
          </Link>
        ) : (
          // At the table the name is not a way out of the table app.
          <span className="mr-auto py-2 text-2xl font-bold tracking-tight">Stichfest</span>
        )}
        {links.map((l) => (
          <Link key={l.href} href={l.href} className={linkClass}>
            {t(l.label)}
          </Link>
        ))}
        {signOut && user ? (
          <>
            <span className="hidden px-2 text-sm text-white/80 sm:inline" data-testid="signed-in-as">
              {user.name}
            </span>
            {/* A link, not next-auth's client library: every page would otherwise load it. */}
            <Link href="/abmelden" className={linkClass}>
              {t("signOut")}
            </Link>
          </>
        ) : null}
      </>
    );
  };
  return (
    <header className="no-print bg-felt text-white">
      <nav className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2">
        <HeaderByPath table={place("table")} spectator={place("spectator")} site={place("site")} />
        {/* Everyone may read in the other language, a spectator and a captain at the table too. A plain form: it
            switches without the page's scripts, and the server action re-renders the page in the new language.
            It names the other language in that language, so a reader who does not understand this one finds it. */}
        <form action={switchLocale}>
          <input type="hidden" name="locale" value={other} />
          <button type="submit" lang={other} data-testid="language-switch" aria-label={lang("switchTo")} className={`${linkClass} border border-white/40`}>
            {/* On a phone the header has room for the short code only. */}
            <span className="sm:hidden">{other.toUpperCase()}</span>
            <span className="hidden sm:inline">{lang("other")}</span>
          </button>
        </form>
      </nav>
    </header>
  );
}
