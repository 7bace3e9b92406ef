// The table app's web app manifest: a tablet adds the captain's page to its home screen and opens it full-screen at
// its table (or the code entry). Linked only from the /tisch pages (tisch/layout.tsx), not from every page as app/manifest.ts
// would be: a spectator adding /t/<slug> to the home screen keeps that page, not the table entry.
import type { MetadataRoute } from "next";

const FELT = "#14532d"; // the header's green (globals.css --color-felt)

const MANIFEST: MetadataRoute.Manifest = {
  id: "/tisch",
  name: "Stichfest Tischeingabe",
  short_name: "Stichfest",
  description: "Spiele am Turniertisch eingeben und bestätigen – Klammern und Doppelkopf.",
  lang: "de",
  dir: "ltr",
  // The table page, which the service worker keeps: the app starts from its icon without network too (with no
  // session yet it offers the code entry).
  start_url: "/tisch/spiel",
  // The code entry, the table and a table's code link; links elsewhere open in the browser.
  scope: "/tisch",
  display: "standalone",
  background_color: FELT,
  theme_color: FELT,
  icons: [
    { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    // The drawing stays inside the middle 80 % (scripts/make-icons.ts), so the same file may be masked.
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

export function GET() {
  return new Response(JSON.stringify(MANIFEST), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
