import { AppProviders } from "@/components/app-providers";

// tRPC, React Query and every message only where pages work in the browser; public pages stay light.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
