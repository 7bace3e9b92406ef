import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { SiteHeader } from "@/components/site-header";
import { getSessionUser } from "@/server/auth/session";
import { switchLocale } from "./locale-actions";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: "Stichfest", template: "%s · Stichfest" },
    description: t("meta.description"),
    // public/, drawn by scripts/make-icons.ts. The table app's manifest is linked from /tisch only (tisch/layout.tsx).
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "48x48" },
        { url: "/icon.svg", type: "image/svg+xml" },
      ],
      apple: { url: "/apple-touch-icon.png", sizes: "180x180" },
    },
  };
}

// The browser's bar in the header's felt green.
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#14532d" };

// Every page depends on the session or on live data.
export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        {/* No NextIntlClientProvider here: it would put next-intl's client runtime on every page, the phone's public
            pages too. The header and the public pages translate on the server and pass their client parts words;
            client components that translate themselves get a provider in their routes' layouts (docs/i18n.md). */}
        <SiteHeader user={user ? { name: user.name, role: user.role } : null} switchLocale={switchLocale} />
        <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
      </body>
    </html>
  );
}
