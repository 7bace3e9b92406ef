import { SignOutButton } from "@/components/sign-out-button";
import { Card, PageTitle } from "@/components/ui";
import { endAllSessions } from "./actions";

export const metadata = { title: "Abmelden" };

export default function SignOutPage() {
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub="Auf gemeinsam genutzten Geräten bitte immer abmelden.">Abmelden</PageTitle>
      <Card>
        <p className="mb-4 text-stone-700">
          Das Abmelden beendet Ihre Anmeldung auf allen Geräten, auch auf solchen, die Sie gerade nicht vor sich haben.
        </p>
        <SignOutButton endAllSessions={endAllSessions} />
      </Card>
    </div>
  );
}
