// What the opponents confirm: every deal of the match as the engine explains it (declarer, trump and how it was
// chosen, melds, Bella, card points, made, Beet or Stehbeet, the points written), so they check more than the
// final score before typing their code.
import type { KlammernMatchResult } from "@/engine";
import { useTranslations } from "next-intl";
import { explainDeal } from "./deal-explanation";
import { seatName } from "../../public/format";

export function ConfirmDeals({ evaluated, seatNames }: { evaluated: KlammernMatchResult; seatNames: readonly string[] }) {
  const t = useTranslations("tableEntry");
  const tPublic = useTranslations("public");
  // A seat nobody named is called by its seat, in the reader's language.
  const names = seatNames.map((n, s) => n || seatName(tPublic, s));
  return (
    <ol aria-label={t("confirm.deals")} className="max-h-[60vh] space-y-2 overflow-y-auto rounded-lg border border-stone-200 p-2">
      {evaluated.deals.map((d) => (
        <li key={d.index} className="rounded-lg bg-stone-50 px-3 py-2" data-testid={`confirm-deal-${d.index + 1}`}>
          <p className="font-semibold">{t("confirm.deal", { number: d.index + 1 })}</p>
          {explainDeal(d.result.ok ? d.result.detail : null, d.credited, names, tPublic).map((line, i) => (
            <p key={i} className="text-base">
              {line}
            </p>
          ))}
          {d.heldAward ? <p className="text-base">{t("confirm.heldAward", { points: d.heldAward.points })}</p> : null}
        </li>
      ))}
    </ol>
  );
}
