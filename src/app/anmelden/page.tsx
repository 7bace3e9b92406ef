import Link from "next/link";
import { SignInForm } from "@/components/sign-in-form";
import { Card, PageTitle } from "@/components/ui";

export const metadata = { title: "Anmelden" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Für Turnierleitungen und Vereinsverantwortliche">Anmelden</PageTitle>
      <Card>
        <SignInForm callbackUrl={callbackUrl} />
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
