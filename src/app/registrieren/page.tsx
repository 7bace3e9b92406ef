import Link from "next/link";
import { SignUpForm } from "@/components/sign-up-form";
import { Card, PageTitle } from "@/components/ui";
import { api } from "@/trpc/server";

export const metadata = { title: "Konto anlegen" };

export default async function SignUpPage() {
  // Asked for only while no administrator exists; the server checks it either way.
  const needsSetupCode = await (await api()).auth.setupCodeNeeded();
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub={needsSetupCode ? "Das erste Konto dieser Installation wird Administrator." : undefined}>
        Konto anlegen
      </PageTitle>
      <Card>
        <SignUpForm needsSetupCode={needsSetupCode} />
      </Card>
      <p className="mt-4 text-center">
        Schon registriert?{" "}
        <Link href="/anmelden" className="font-semibold text-brand underline">
          Anmelden
        </Link>
      </p>
    </div>
  );
}
