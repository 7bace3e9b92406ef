/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WASM packages are loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2"],
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc --noEmit); `npm start` need not do it again.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
