"use client";
// The root layout itself failed (it reads the session from the database, so a database outage lands here):
// this replaces the whole document, hence its own html and body.
import { UnavailableNotice } from "@/components/unavailable-notice";
import "./globals.css";

export default function GlobalError() {
  return (
    <html lang="de">
      <body className="min-h-screen">
        <main className="mx-auto max-w-5xl px-4 py-6">
          <UnavailableNotice />
        </main>
      </body>
    </html>
  );
}
