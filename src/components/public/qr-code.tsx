// A QR code rendered on the server as inline SVG (the qrcode package): no image request, no client script.
import QRCode from "qrcode";

/** A fixed `size` in pixels, or a `className` that sizes it (e.g. to the room left on a projector). */
export async function QrCode({ value, size = 220, label, className }: { value: string; size?: number; label: string; className?: string }) {
  const svg = await QRCode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="qr-code"
      style={className ? undefined : { width: size, height: size }}
      className={`bg-white p-1 [&>svg]:h-full [&>svg]:w-full ${className ?? ""}`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
