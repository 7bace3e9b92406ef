import createNextIntlPlugin from "next-intl/plugin";

// next-intl reads the request's language and messages from src/i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WASM packages are loaded by Node at run time, not bundled.
  // drizzle-orm too: one copy of its classes (a bundle may hold its ESM and CJS builds side by side).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "drizzle-orm"],
  poweredByHeader: false,
  // A server action's body (a form) stays small; scripts/start.ts refuses bigger bodies before they get here.
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
  // The custom server compresses every answer, with brotli where the client takes it (src/server/http/compress.ts).
  compress: false,
  // `npm test` type-checks the whole project (tsc --noEmit); `npm start` need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Old addresses of moved pages keep working (bookmarks); the query string is passed on.
  async redirects() {
    return [
      // The entrants page serves pairs and single players alike.
      { source: "/org/turniere/:tournamentId/paare", destination: "/org/turniere/:tournamentId/teilnehmer", permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);
