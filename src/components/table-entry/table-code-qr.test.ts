import { createElement } from "react";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrPath, TableCodeQr } from "./table-code-qr";
import { renderIn } from "../../../test/render-in";

describe("the table card's QR box", () => {
  it("draws exactly the dark modules of the qrcode package's matrix", () => {
    const url = "https://turnier.example/tisch/ABCDEFGHJKM";
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    const { size, d } = qrPath(url);
    expect(size).toBe(modules.size);
    let dark = 0;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (modules.get(y, x)) dark++;
    expect(d.match(/M/g)).toHaveLength(dark);
    expect(d).toContain("M0 0h1v1h-1z"); // the finder pattern's corner is dark
  });

  it("renders the short address and the captain's code under the QR code, on the server as in print", () => {
    const html = renderIn(createElement(TableCodeQr, { url: "http://192.168.1.10:3000/tisch/ABCDEFGHJKM", code: "ABC-DEFG-HJKM", tableNumber: 3 }));
    expect(html).toContain('aria-label="QR-Code für die Eingabe an Tisch 3"');
    expect(html).toContain(">192.168.1.10:3000<wbr/>/tisch<");
    expect(html).toContain("ABC-DEFG-HJKM");
  });

});
