// Texts that arrive in both languages (the server's errors, the engine's refusals, stored pairing notes) are
// shown in the reader's language only. Client components: usePick; server components: getPick (get-pick.ts).
import { useLocale } from "next-intl";
import { readBi, type Bilingual } from "@/lib/bilingual";

export type Pick = (text: Bilingual) => string;

export function usePick(): Pick {
  const locale = useLocale();
  return (text) => text[locale];
}

/** A stored text that may hold both languages (lib/bilingual `bi`, e.g. a round's flag reason): the reader's
 * language; an older plain text as it is. */
export function pickStored(pick: Pick, text: string): string {
  const both = readBi(text);
  return both ? pick(both) : text;
}
