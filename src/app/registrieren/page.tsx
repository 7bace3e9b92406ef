import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SignUpForm } from "@/components/sign-up-form";
import { Card, PageTitle } from "@/components/ui";
import { safeCallbackPath } from "@/lib/safe-callback";
import { isSheetPath } from "@/lib/sheet-path";
import { api } from "@/trpc/server";

export async function generateMetadata() {
  const t = await getTranslations("account.signUp");
  return { title: t("title") };
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  // Where to go once signed up (an invitation's link, say): only paths on this site, checked again in the form.
  const callbackUrl = safeCallbackPath((await searchParams).callbackUrl);
  // Asked for only while no administrator exists; the server checks it either way.
  const needsSetupCode = await (await api()).auth.setupCodeNeeded();
  const t = await getTranslations("account.signUp");
  return (
    <div className="mx-auto max-w-md">
      {/* An account is for anyone: one who comes from the Spielblock keeps sheets with it and needs no club (the
          setup code's hint says it all for the first account). */}
      <PageTitle sub={isSheetPath(callbackUrl) ? t("subSheets") : needsSetupCode ? t("firstAdmin") : undefined}>{t("title")}</PageTitle>
      <Card>
        <SignUpForm needsSetupCode={needsSetupCode} callbackUrl={callbackUrl} />
      </Card>
      <p className="mt-4 text-center">
        {t("registered")}{" "}
        <Link href={`/anmelden?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-semibold text-brand underline">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
