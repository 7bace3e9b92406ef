// What the pages that work in the browser get (the office, the tablets, the game sheets, sign-up, invitations):
// tRPC with React Query, and every message for their client components. The root layout gives no provider, so the
// public pages get neither: their few client components are given their words by the server, which keeps
// next-intl out of the phone's scripts and each live refresh small (docs/i18n.md, docs/live.md).
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { TRPCReactProvider } from "@/trpc/client";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <TRPCReactProvider>
      <NextIntlClientProvider>{children}</NextIntlClientProvider>
    </TRPCReactProvider>
  );
}

/** Signing in and out: their forms translate in the browser (common and account), without tRPC. */
export async function AccountProviders({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ common: messages.common, account: messages.account }}>{children}</NextIntlClientProvider>;
}
