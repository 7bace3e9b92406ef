import { getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/change-password-form";
import { Card, PageTitle } from "@/components/ui";
import { requireSessionUser } from "@/server/auth/session";

export async function generateMetadata() {
  const t = await getTranslations("account.myAccount");
  return { title: t("title") };
}

export default async function AccountPage() {
  const me = await requireSessionUser("/org/konto");
  const t = await getTranslations("account.myAccount");
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle sub={`${me.name} · ${me.email}`}>{t("title")}</PageTitle>
      <Card>
        <h2 className="mb-2 text-xl font-semibold">{t("changePassword")}</h2>
        <p className="mb-4 text-stone-600">
          {t("changePasswordText")}
        </p>
        <ChangePasswordForm email={me.email} />
      </Card>
    </div>
  );
}
