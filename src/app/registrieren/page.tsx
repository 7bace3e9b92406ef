import Link from "next/link";
import { SignUpForm } from "@/components/sign-up-form";
import { Card, PageTitle } from "@/components/ui";

export const metadata = { title: "Konto anlegen" };

export default function SignUpPage() {
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Das erste Konto dieser Installation wird Administrator.">Konto anlegen</PageTitle>
      <Card>
        <SignUpForm />
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
