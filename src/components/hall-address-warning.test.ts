import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HallAddressWarning } from "./hall-address-warning";

describe("the warning that tablets cannot open the codes", () => {
  it("says why and what helps, as an alert that stays off the printout", () => {
    const html = renderToStaticMarkup(createElement(HallAddressWarning));
    expect(html).toContain('role="alert"');
    expect(html).toContain("no-print");
    expect(html).toContain("Tablets und Handys können diese QR-Codes nicht öffnen.");
    expect(html).toContain("PUBLIC_URL");
    expect(html).toContain("Netz");
  });
});
