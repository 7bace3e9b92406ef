"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { untilDate } from "./invitation-labels";
import { qrPath } from "./table-entry/table-code-qr";
import { Button } from "./ui";

/** An invitation's link, shown to the owner once right after it was made (only its hash is stored): to copy
 * into a message, or to scan from this screen. */
export function InvitationLink({
  url,
  email,
  expiresAt,
  mailed,
}: {
  url: string;
  email: string;
  expiresAt: Date;
  /** true: mailed to `email` too; false: the mail server refused; null: the server sends no mail. */
  mailed: boolean | null;
}) {
  const t = useTranslations("clubs.invitationLink");
  const locale = useLocale();
  const [copied, setCopied] = useState<boolean | null>(null);
  const { size, d } = qrPath(url);
  return (
    <div className="rounded-lg border border-green-300 bg-green-50 p-4" data-testid="invitation-link">
      <p role="status" className="mb-2 text-base text-green-900">
        {t("intro", { email, date: untilDate(expiresAt, locale) })}
      </p>
      {mailed === null ? null : (
        <p className={`mb-2 text-base ${mailed ? "text-green-900" : "text-red-700"}`} data-testid="invitation-mailed">
          {mailed ? t("mailed", { email }) : t("notMailed")}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <input
            readOnly
            value={url}
            aria-label={t("label")}
            data-testid="invitation-url"
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 font-mono text-base"
          />
          <Button
            type="button"
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                setCopied(true);
              } catch {
                setCopied(false); // no clipboard (plain http on the venue network): the field stays selectable
              }
            }}
          >
            {t("copy")}
          </Button>
          {copied === null ? null : (
            <p className="text-base text-stone-700" aria-live="polite">
              {copied ? t("copied") : t("copyFailed")}
            </p>
          )}
          <p className="text-sm text-stone-600">{t("once")}</p>
        </div>
        <svg role="img" aria-label={t("qr")} width={144} height={144} viewBox={`-2 -2 ${size + 4} ${size + 4}`} shapeRendering="crispEdges">
          <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
          <path d={d} fill="#000" />
        </svg>
      </div>
    </div>
  );
}
