// The tournament's pages for everyone else, on the organizer's tournament page: the public page with its QR code
// to show or print, the player page and the projector.
import { useTranslations } from "next-intl";
import Link from "next/link";
import { QrCode } from "@/components/public/qr-code";
import { Card } from "@/components/ui";

const linkClass = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-4 py-2 text-lg font-semibold hover:border-brand";

export function PublicLinks({ slug, url, visibility }: { slug: string; url: string; visibility: "public" | "unlisted" }) {
  const t = useTranslations("tournaments");
  const base = `/t/${slug}`;
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold">{t("publicLinks.title")}</h2>
      <div className="flex flex-wrap items-start gap-5" data-testid="public-links">
        <QrCode value={url} size={160} label={t("publicLinks.qr", { url })} />
        <div className="min-w-64 flex-1 space-y-3">
          <p className="break-all font-mono text-base" data-testid="public-url">
            {url}
          </p>
          <p className="text-stone-600">
            {visibility === "public"
              ? t("publicLinks.public")
              : t("publicLinks.unlisted")}
          </p>
          {/* New tabs: this page stays open, and the projector goes to the hall's screen. */}
          <div className="flex flex-wrap gap-3">
            <Link href={base} target="_blank" className={linkClass}>
              {t("publicLinks.publicPage")}
            </Link>
            <Link href={`${base}/spieler`} target="_blank" className={linkClass}>
              {t("publicLinks.findPlayer")}
            </Link>
            <Link href={`${base}/projektor`} target="_blank" className={linkClass}>
              {t("publicLinks.projector")}
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}
