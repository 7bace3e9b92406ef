import { TRPCReactProvider } from "@/trpc/client";

// tRPC and React Query only where pages call procedures from the browser; public pages stay light.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
