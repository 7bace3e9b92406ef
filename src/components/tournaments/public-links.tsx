// The tournament's pages for everyone else, on the organizer's tournament page: the public page with its QR code
// to show or print, the player page and the projector.
import Link from "next/link";
import { QrCode } from "@/components/public/qr-code";
import { Card } from "@/components/ui";

const linkClass = "inline-flex min-h-12 items-center rounded-lg border border-stone-300 bg-white px-4 py-2 text-lg font-semibold hover:border-brand";

export function PublicLinks({ slug, url, visibility }: { slug: string; url: string; visibility: "public" | "unlisted" }) {
  const base = `/t/${slug}`;
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold">Für Spieler und Zuschauer</h2>
      <div className="flex flex-wrap items-start gap-5" data-testid="public-links">
        <QrCode value={url} size={160} label={`QR-Code der öffentlichen Seite: ${url}`} />
        <div className="min-w-64 flex-1 space-y-3">
          <p className="break-all font-mono text-base" data-testid="public-url">
            {url}
          </p>
          <p className="text-stone-600">
            {visibility === "public"
              ? "Öffentlich: auf der Startseite (solange es läuft oder bevorsteht) und auf der Vereinsseite gelistet."
              : "Nicht gelistet: nur wer diesen Link oder den QR-Code hat, findet das Turnier."}
          </p>
          {/* New tabs: this page stays open, and the projector goes to the hall's screen. */}
          <div className="flex flex-wrap gap-3">
            <Link href={base} target="_blank" className={linkClass}>
              Öffentliche Seite
            </Link>
            <Link href={`${base}/spieler`} target="_blank" className={linkClass}>
              Spieler suchen
            </Link>
            <Link href={`${base}/projektor`} target="_blank" className={linkClass}>
              Projektor
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}
