// Shown where a page prints QR codes or links for other devices while the organizer uses "localhost" and the
// machine has no network address: then the codes open on this laptop only (src/server/http/hall-address.ts).

export function HallAddressWarning({ dark = false, className = "" }: { dark?: boolean; className?: string }) {
  return (
    <div
      role="alert"
      data-testid="hall-address-warning"
      className={`no-print rounded-lg border-2 p-3 ${dark ? "border-amber-400 bg-amber-950 text-amber-50" : "border-amber-500 bg-amber-50 text-amber-950"} ${className}`}
    >
      <p className="font-semibold">Tablets und Handys können diese QR-Codes nicht öffnen.</p>
      <p className="mt-1">
        Die Seite ist über „localhost“ geöffnet, und dieser Rechner hat keine Netzwerkadresse. Rechner mit dem Netz
        der Halle (WLAN) verbinden und die Seite neu laden – oder die Einstellung PUBLIC_URL setzen (z. B.
        http://192.168.1.10:3000).
      </p>
      <p className="mt-1 text-sm opacity-80" lang="en">
        Tablets cannot open these codes: this page was opened as localhost and the machine has no network address.
        Connect to the hall&apos;s network or set PUBLIC_URL.
      </p>
    </div>
  );
}
