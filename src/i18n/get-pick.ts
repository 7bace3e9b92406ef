import "server-only";
import { getLocale } from "next-intl/server";
import type { Pick } from "./use-pick";

/** usePick for server components: a bilingual text in the request's language. */
export async function getPick(): Promise<Pick> {
  const locale = await getLocale();
  return (text) => text[locale];
}
