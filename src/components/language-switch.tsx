"use client";
// One button that switches the whole UI to the other language (German ⇄ English). It names the other language
// in that language, so a reader who does not understand the current one still finds it.
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

export type ChooseLocale = (locale: string) => Promise<{ ok: boolean }>;

export function LanguageSwitch({ chooseLocale, className = "" }: { chooseLocale: ChooseLocale; className?: string }) {
  const locale = useLocale();
  const t = useTranslations("common.language");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const other = locale === "de" ? "en" : "de";
  return (
    <button
      type="button"
      lang={other}
      data-testid="language-switch"
      aria-label={t("switchTo")}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await chooseLocale(other);
          router.refresh();
        })
      }
      className={className}
    >
      {/* On a phone the header has room for the short code only. */}
      <span className="sm:hidden">{other.toUpperCase()}</span>
      <span className="hidden sm:inline">{t("other")}</span>
    </button>
  );
}
