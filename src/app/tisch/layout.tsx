import type { Metadata } from "next";
import { AppProviders } from "@/components/app-providers";

// The table app: added to a tablet's home screen from here, it opens full-screen at the code entry.
export const metadata: Metadata = {
  manifest: "/tisch/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Stichfest", statusBarStyle: "default" },
};

// tRPC, React Query and every message only where pages work in the browser; public pages stay light.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
