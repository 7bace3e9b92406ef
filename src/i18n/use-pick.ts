// Texts that arrive in both languages (the server's errors, the engine's refusals, stored pairing notes) are
// shown in the reader's language only. Client components: usePick; server components: getPick (get-pick.ts).
import { useLocale } from "next-intl";
import type { Bilingual } from "@/lib/bilingual";

export type Pick = (text: Bilingual) => string;

export function usePick(): Pick {
  const locale = useLocale();
  return (text) => text[locale];
}
