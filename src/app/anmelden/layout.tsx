import { AccountProviders } from "@/components/app-providers";

// The form translates in the browser; the root layout gives no messages (docs/i18n.md).
export default function Layout({ children }: { children: React.ReactNode }) {
  return <AccountProviders>{children}</AccountProviders>;
}
