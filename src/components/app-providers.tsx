// What the pages that work in the browser get (the office, the tablets, the game sheets, sign-up, invitations):
// tRPC with React Query, and every message for their client components. The public pages get neither: their few
// client components need only the messages the root layout passes, which keeps each public page and each of its
// live refreshes small (docs/live.md).
import { NextIntlClientProvider } from "next-intl";
import { TRPCReactProvider } from "@/trpc/client";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <TRPCReactProvider>
      <NextIntlClientProvider>{children}</NextIntlClientProvider>
    </TRPCReactProvider>
  );
}
