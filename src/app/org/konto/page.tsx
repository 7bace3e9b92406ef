import { ChangePasswordForm } from "@/components/change-password-form";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";

export const metadata = { title: "Mein Konto" };

export default async function AccountPage() {
  const me = await requireSessionUser("/org/konto");
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle sub={`${me.name} · ${me.email}`}>Mein Konto</PageTitle>
      <Card>
        <h2 className="mb-2 text-xl font-semibold">Passwort ändern</h2>
        <p className="mb-4 text-stone-600">
          Danach sind Sie auf allen anderen Geräten abgemeldet; dieses Gerät bleibt angemeldet.
        </p>
        <ChangePasswordForm email={me.email} />
      </Card>
    </div>
  );
}
