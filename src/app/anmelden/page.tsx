import Link from "next/link";
import { SignInForm } from "@/components/sign-in-form";
import { Card, PageTitle } from "@/components/ui";
import { safeCallbackPath } from "@/lib/safe-callback";

export const metadata = { title: "Anmelden" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Für Turnierleitungen und Vereinsverantwortliche">Anmelden</PageTitle>
      <Card>
        {/* Checked here and again in the form: only paths on this site are followed. */}
        <SignInForm callbackUrl={safeCallbackPath(callbackUrl)} />
      </Card>
      <p className="mt-4 text-center">
        Noch kein Konto?{" "}
        <Link href="/registrieren" className="font-semibold text-brand underline">
          Konto anlegen
        </Link>
      </p>
    </div>
  );
}
