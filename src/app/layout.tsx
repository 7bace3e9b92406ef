import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { SiteHeader } from "@/components/site-header";
import { getSessionUser } from "@/server/auth/session";
import { chooseLocale } from "./locale-actions";
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
  const messages = await getMessages();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        {/* Client components get the request's language from here, and the messages the public pages use (the
            header, sign-in, the live pages): 14 kB of the 94, on every public page and every live refresh of it.
            The pages that work in the browser get all of them (AppProviders in their layouts). */}
        <NextIntlClientProvider messages={{ common: messages.common, account: messages.account, public: messages.public }}>
          <SiteHeader user={user ? { name: user.name, role: user.role } : null} chooseLocale={chooseLocale} />
          <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
