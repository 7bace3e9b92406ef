import { SignOutButton } from "@/components/sign-out-button";
import { Card, PageTitle } from "@/components/ui";

export const metadata = { title: "Abmelden" };

export default function SignOutPage() {
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Auf gemeinsam genutzten Geräten bitte immer abmelden.">Abmelden</PageTitle>
      <Card>
        <SignOutButton />
      </Card>
    </div>
  );
}
