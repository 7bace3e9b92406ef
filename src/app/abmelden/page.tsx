import { getTranslations } from "next-intl/server";
import { SignOutButton } from "@/components/sign-out-button";
import { Card, PageTitle } from "@/components/ui";
import { endAllSessions } from "./actions";

export async function generateMetadata() {
  const t = await getTranslations("account.signOut");
  return { title: t("title") };
}

export default async function SignOutPage() {
  const t = await getTranslations("account.signOut");
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub={t("sub")}>{t("title")}</PageTitle>
      <Card>
        <p className="mb-4 text-stone-700">
          {t("text")}
        </p>
        <SignOutButton endAllSessions={endAllSessions} />
      </Card>
    </div>
  );
}
