import { useLocale, useTranslations } from "next-intl";
import { tableLabels } from "./labels";

/** The table's translator and its names (seats, sides, suits, cards) in the reader's language. */
export function useTableText() {
  const t = useTranslations("tableEntry");
  const locale = useLocale();
  return { t, l: tableLabels(t, locale) };
}
