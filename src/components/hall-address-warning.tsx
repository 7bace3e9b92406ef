// Shown where a page prints QR codes or links for other devices while the organizer uses "localhost" and the
// machine has no network address: then the codes open on this laptop only (src/server/http/hall-address.ts).
import { useTranslations } from "next-intl";

export function HallAddressWarning({ dark = false, className = "" }: { dark?: boolean; className?: string }) {
  const t = useTranslations("common.hallAddress");
  return (
    <div
      role="alert"
      data-testid="hall-address-warning"
      className={`no-print rounded-lg border-2 p-3 ${dark ? "border-amber-400 bg-amber-950 text-amber-50" : "border-amber-500 bg-amber-50 text-amber-950"} ${className}`}
    >
      <p className="font-semibold">{t("title")}</p>
      <p className="mt-1">{t("text")}</p>
    </div>
  );
}
