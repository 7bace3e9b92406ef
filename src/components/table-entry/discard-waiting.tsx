"use client";
// After a refusal the captain may throw away the deals still waiting on this device, but only once they were named
// to him: he re-enters them from the current state, so he must know which ones they were.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "../ui";

export function DiscardWaiting({ numbers, onDiscard }: { numbers: number[]; onDiscard: () => Promise<void> }) {
  const t = useTranslations("tableEntry");
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button type="button" variant="danger" className="mt-2" onClick={() => setAsking(true)}>
        {t("discard.button")}
      </Button>
    );
  return (
    <div role="alertdialog" aria-label={t("discard.button")} className="mt-3 space-y-3 rounded-lg border-2 border-red-300 bg-white p-4 text-stone-900">
      <p data-testid="discard-list">{t("discard.ask", { count: numbers.length, numbers: numbers.join(", ") })}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="danger"
          onClick={async () => {
            await onDiscard();
            setAsking(false);
          }}
        >
          {t("discard.yes")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
          {t("discard.no")}
        </Button>
      </div>
    </div>
  );
}
