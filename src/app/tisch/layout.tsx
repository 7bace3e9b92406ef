import type { Metadata } from "next";
import { TRPCReactProvider } from "@/trpc/client";

// The table app: added to a tablet's home screen from here, it opens full-screen at the code entry.
export const metadata: Metadata = {
  manifest: "/tisch/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Stichfest", statusBarStyle: "default" },
};

// tRPC and React Query only where pages call procedures from the browser; public pages stay light.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
