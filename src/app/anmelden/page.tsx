import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/sign-in-form";
import { Card, PageTitle } from "@/components/ui";
import { safeCallbackPath } from "@/lib/safe-callback";
import { isSheetPath } from "@/lib/sheet-path";

export async function generateMetadata() {
  const t = await getTranslations("account.signIn");
  return { title: t("title") };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  const t = await getTranslations("account.signIn");
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub={isSheetPath(safeCallbackPath(callbackUrl)) ? t("subSheets") : t("sub")}>{t("title")}</PageTitle>
      <Card>
        {/* Checked here and again in the form: only paths on this site are followed. */}
        <SignInForm callbackUrl={safeCallbackPath(callbackUrl)} />
      </Card>
      <p className="mt-4 text-center">
        {t("noAccount")}{" "}
        <Link href={`/registrieren?callbackUrl=${encodeURIComponent(safeCallbackPath(callbackUrl))}`} className="font-semibold text-brand underline">
          {t("signUp")}
        </Link>
      </p>
    </div>
  );
}
