import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Card } from "@/components/ui";

/** A share link that opens no sheet (404): most often one its owner revoked or replaced. */
export default async function SharedSheetGone() {
  const t = await getTranslations("sheets.shared");
  return (
    <Card>
      <h1 className="text-3xl font-bold">{t("goneTitle")}</h1>
      <p className="mt-3 text-lg text-stone-700">{t("goneText")}</p>
      <p className="mt-4">
        <Link href="/" className="inline-flex min-h-12 items-center font-semibold text-brand underline">
          {t("home")}
        </Link>
      </p>
    </Card>
  );
}
