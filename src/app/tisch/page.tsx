import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui";
import { CodeForm } from "@/components/table-entry/code-form";
import { signInWithCode } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tableEntry");
  return { title: t("pages.title") };
}

export default async function TableCodePage() {
  const t = await getTranslations("tableEntry");
  return (
    <div className="mx-auto max-w-md">
      <PageTitle sub={t("pages.enterCode")}>{t("pages.title")}</PageTitle>
      <CodeForm action={signInWithCode} />
    </div>
  );
}
