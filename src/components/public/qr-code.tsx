// A QR code rendered on the server as inline SVG (the qrcode package): no image request, no client script.
import QRCode from "qrcode";

export async function QrCode({ value, size = 220, label }: { value: string; size?: number; label: string }) {
  const svg = await QRCode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="qr-code"
      style={{ width: size, height: size }}
      className="bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
