// The captain's half of the table card: a QR code that opens /tisch/<code> (the captain is signed in for exactly
// this table and round), and for typing by hand the short address and the code. Drawn synchronously from the
// qrcode package's module matrix, so it renders the same on the server and in print, without a script or an image
// request. Organizer pages only: it shows a code. The confirmation code is on the other half (opponent-code-slip).
import { useTranslations } from "next-intl";
import QRCode from "qrcode";

export function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  let d = "";
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
  return { size: modules.size, d };
}

export function TableCodeQr({
  url,
  code,
  tableNumber,
  size = 128,
}: {
  /** Absolute address of the entry link, e.g. https://turnier.example/tisch/ABCDEFGHJKM */
  url: string;
  /** The captain code as printed ("ABC-DEFG-HJKM"). */
  code: string;
  tableNumber: number;
  size?: number;
}) {
  const t = useTranslations("tableEntry");
  const { size: n, d } = qrPath(url);
  return (
    <div className="flex flex-col items-center text-center" data-testid={`table-code-${tableNumber}`}>
      <svg
        role="img"
        aria-label={t("qr.label", { table: tableNumber })}
        width={size}
        height={size}
        viewBox={`-2 -2 ${n + 4} ${n + 4}`}
        shapeRendering="crispEdges"
      >
        <rect x={-2} y={-2} width={n + 4} height={n + 4} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <p className="mt-1 text-xs text-stone-600">{t("qr.noCamera")}</p>
      {/* The code entry page, short enough to type ("192.168.1.10:3000/tisch"); it breaks before "/tisch" first. */}
      <p className="font-mono text-sm font-semibold wrap-anywhere" data-testid="entry-address">
        {new URL(url).host}
        <wbr />
        /tisch
      </p>
      <p className="mt-1 text-xs text-stone-600">{t("qr.code")}</p>
      <p className="font-mono text-base font-bold" data-testid="captain-code">
        {code}
      </p>
    </div>
  );
}
