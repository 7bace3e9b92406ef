// Translates the words of the public pages' client components on the server (the types and fill: words.ts).
import { getTranslations } from "next-intl/server";
import type { FitPagesWords, LiveRefreshWords, RoundClockWords } from "./words";

export async function liveRefreshWords(): Promise<LiveRefreshWords> {
  const t = await getTranslations("public.liveRefresh");
  return { live: t("live"), offline: t("offline") };
}

export async function fitPagesWords(): Promise<FitPagesWords> {
  const t = await getTranslations("public.fitPages");
  return { page: t("page", { page: "{page}", pages: "{pages}" }) };
}

/** `sizes`: the table sizes of the round's own clock. */
export async function roundClockWords(sizes: readonly number[]): Promise<RoundClockWords> {
  const t = await getTranslations("public.roundClock");
  const keep = { round: "{round}", end: "{end}" };
  return {
    left: t.markup("left", { ...keep, left: "{left}", b: (c) => `<b>${c}</b>` }),
    over: t("over", keep),
    done: t("done", keep),
    next: t("next", { round: "{round}", start: "{start}" }),
    sizeUntil: Object.fromEntries(sizes.map((size) => [size, t("sizeUntil", { size, end: "{end}" })])),
  };
}
