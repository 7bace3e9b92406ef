// What the site header offers, by page and by who is signed in. At the table (/tisch…) a captain's tablet shows no
// links at all: players pass it around, and neither organizer pages nor a sign-in belong there. On the pages for
// spectators (a tournament's /t/…, a club's /v/…, a shared sheet) a visitor gets no sign-in or sign-up either;
// a signed-in organizer keeps the usual links there.

export type HeaderUser = { name: string; role: string } | null;
/** `label` names a message in common.header. */
export type HeaderLink = { href: string; label: "signIn" | "signUp" | "clubs" | "sheets" | "accounts" };

export type HeaderPlace = "table" | "spectator" | "site";

export function headerPlace(path: string): HeaderPlace {
  if (/^\/tisch(\/|$)/.test(path)) return "table";
  if (/^\/(t|v)\/|^\/spielblock\/geteilt\//.test(path)) return "spectator";
  return "site";
}

export function headerLinks(place: HeaderPlace, user: HeaderUser): { home: boolean; links: HeaderLink[]; signOut: boolean } {
  if (place === "table") return { home: false, links: [], signOut: false };
  if (!user)
    return {
      home: true,
      links:
        place === "spectator"
          ? []
          : [
              // Anyone keeps a game sheet, with or without an account.
              { href: "/spielblock", label: "sheets" },
              { href: "/anmelden", label: "signIn" },
              { href: "/registrieren", label: "signUp" },
            ],
      signOut: false,
    };
  return {
    home: true,
    links: [
      { href: "/org", label: "clubs" },
      { href: "/spielblock", label: "sheets" },
      ...(user.role === "admin" ? [{ href: "/org/konten", label: "accounts" } as const] : []),
    ],
    signOut: true,
  };
}
