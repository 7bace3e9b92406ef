"use client";
// The sheet's read-only link for the other players, as text and as a QR code to scan at the table, and its exports.
// Its owner revokes it (whoever holds it sees nothing from then on) or replaces it with a new one.
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { usePick } from "@/i18n/use-pick";
import { useTRPC } from "@/trpc/client";
import { errorDataOf } from "@/trpc/errors";
import { qrPath } from "../table-entry/table-code-qr";
import { Button } from "../ui";

export function SheetShare({ sheetId, token, origin, onChanged }: { sheetId: string; token: string | null; origin: string; onChanged: () => void }) {
  const t = useTranslations("sheets");
  const pick = usePick();
  const trpc = useTRPC();
  const change = useMutation(trpc.sheet.shareLink.mutationOptions({ onSuccess: onChanged }));
  const act = (action: "revoke" | "renew") => {
    if (!window.confirm(t(action === "renew" ? "share.confirmRenew" : "share.confirmRevoke"))) return;
    change.mutate({ sheetId, action });
  };
  const url = token ? `${origin}/spielblock/geteilt/${token}` : null;
  const qr = url ? qrPath(url) : null;
  return (
    <section aria-label={t("share.label")} className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-4">
      {qr ? (
        <svg viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} width={144} height={144} role="img" aria-label={t("share.qr")} className="bg-white">
          <path d={qr.d} fill="black" />
        </svg>
      ) : null}
      {/* At least 16rem wide: on a phone the text goes below the QR code instead of beside it. */}
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="text-xl font-semibold">{t("share.heading")}</h2>
        {url ? (
          <>
            <p className="text-stone-700">{t("share.text")}</p>
            <a href={url} className="break-all text-lg text-brand underline" data-testid="share-link">
              {url}
            </a>
            <p className="mt-2 flex flex-wrap gap-4 text-base">
              <a href={`/api/export/spielblock/${token}/deals.csv`} className="inline-block min-h-11 py-2 text-brand underline">
                {t("share.csv")}
              </a>
              <a href={`/api/export/spielblock/${token}/deals.jsonl`} className="inline-block min-h-11 py-2 text-brand underline">
                {t("share.jsonl")}
              </a>
            </p>
          </>
        ) : (
          <p className="text-stone-700" data-testid="share-none">
            {t("share.none")}
          </p>
        )}
        <p className="mt-3 flex flex-wrap gap-3">
          <Button type="button" variant="secondary" disabled={change.isPending} onClick={() => act("renew")}>
            {t("share.renew")}
          </Button>
          {url ? (
            <Button type="button" variant="secondary" disabled={change.isPending} onClick={() => act("revoke")}>
              {t("share.revoke")}
            </Button>
          ) : null}
        </p>
        {change.error ? (
          <p role="alert" className="mt-2 text-red-800">
            {t("share.failed", { reason: pick(errorDataOf(change.error)) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
