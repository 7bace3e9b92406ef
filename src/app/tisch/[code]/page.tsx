import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui";
import { CodeForm } from "@/components/table-entry/code-form";
import { signInWithCode } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tableEntry");
  return { title: t("pages.title"), referrer: "no-referrer" };
}

/** Opened from the table card's QR code: signs in by itself (a script runs the sign-in, so a link preview that
 * only fetches the page takes no table). */
export default async function TableCodeLinkPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const t = await getTranslations("tableEntry");
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub={t("pages.signingIn")}>{t("pages.title")}</PageTitle>
      <CodeForm action={signInWithCode} initialCode={decodeURIComponent(code).slice(0, 40)} auto />
    </div>
  );
}
