import { useTranslations } from "next-intl";
import Link from "next/link";

export default function NotFound() {
  const t = useTranslations("common.notFound");
  return (
    <div className="py-16 text-center">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <Link href="/" className="mt-6 inline-block font-semibold text-brand underline">
        {t("home")}
      </Link>
    </div>
  );
}
