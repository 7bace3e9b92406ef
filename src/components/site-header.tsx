"use client";
// A client component only for the path: the root layout renders it once and does not re-render on navigation.
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { LanguageSwitch, type ChooseLocale } from "./language-switch";
import { headerLinks, headerPlace, type HeaderUser } from "./site-header-links";

const linkClass = "min-h-12 rounded-lg px-4 py-3 text-base font-semibold hover:bg-white/10";

export function SiteHeader({ user, chooseLocale }: { user: HeaderUser; chooseLocale: ChooseLocale }) {
  const t = useTranslations("common.header");
  const { home, links, signOut } = headerLinks(headerPlace(usePathname() ?? "/"), user);
  return (
    <header className="no-print bg-felt text-white">
      <nav className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2">
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
        {/* Everyone may read in the other language, a spectator and a captain at the table too. */}
        <LanguageSwitch chooseLocale={chooseLocale} className={`${linkClass} border border-white/40`} />
      </nav>
    </header>
  );
}
