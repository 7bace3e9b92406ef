"use client";
// The root layout itself failed (it reads the session from the database, so a database outage lands here):
// this replaces the whole document, hence its own html and body, and its own words (UnavailableNotice carries
// them). The language is the browser's: German on the server, then the cookie's or the browser's choice.
import { useEffect, useState } from "react";
import { UnavailableNotice } from "@/components/unavailable-notice";
import { LOCALE_COOKIE, pickLocale, type Locale } from "@/i18n/locales";
import "./globals.css";

export default function GlobalError() {
  const [locale, setLocale] = useState<Locale>("de");
  useEffect(() => {
    const cookie = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))?.[1];
    setLocale(pickLocale(cookie, navigator.languages.join(",")));
  }, []);
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <main className="mx-auto max-w-5xl px-4 py-6">
          <UnavailableNotice locale={locale} />
        </main>
      </body>
    </html>
  );
}
