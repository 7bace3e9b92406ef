// Forward and back through a long list of the public page (page-window.ts): plain links, so paging works without
// JavaScript, each a tap target of 48 px; nothing at all when the list fits on one page.
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { PageSlice } from "./page-window";

export function Pager({ slice, what, href, testId }: { slice: PageSlice; what: "tables" | "rows"; href: (page: number) => string; testId: string }) {
  const t = useTranslations("public.pager");
  const locale = useLocale();
  if (slice.pages < 2) return null;
  const n = new Intl.NumberFormat(locale);
  const link = "inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg border border-stone-300 bg-white px-3 font-semibold";
  const step = (page: number, label: string, rel?: string) =>
    page >= 1 && page <= slice.pages && page !== slice.page ? (
      <Link className={link} href={href(page)} rel={rel} scroll={false}>
        {label}
      </Link>
    ) : (
      <span aria-hidden className={`${link} text-stone-300`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t(`${what}Label`)} className="no-print my-3 flex flex-wrap items-center gap-2" data-testid={testId} data-page={slice.page} data-pages={slice.pages}>
      {step(1, "«")}
      {step(slice.page - 1, t("previous"), "prev")}
      <span className="px-2" aria-live="polite">
        {t(what, { from: n.format(slice.from + 1), to: n.format(slice.to), total: n.format(slice.total) })} · {t("page", { page: slice.page, pages: slice.pages })}
      </span>
      {step(slice.page + 1, t("next"), "next")}
      {step(slice.pages, "»")}
    </nav>
  );
}
