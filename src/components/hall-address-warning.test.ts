import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { HallAddressWarning } from "./hall-address-warning";
import { renderIn } from "../../test/render-in";

const render = (locale: "de" | "en") => renderIn(createElement(HallAddressWarning), locale);

describe("the warning that tablets cannot open the codes", () => {
  it("says why and what helps, as an alert that stays off the printout", () => {
    const html = render("de");
    expect(html).toContain('role="alert"');
    expect(html).toContain("no-print");
    expect(html).toContain("Tablets und Handys können diese QR-Codes nicht öffnen.");
    expect(html).toContain("PUBLIC_URL");
    expect(html).toContain("Netz");
  });

  it("speaks one language at a time", () => {
    const html = render("en");
    expect(html).toContain("Tablets and phones cannot open these QR codes.");
    expect(html).toContain("PUBLIC_URL");
    expect(html).not.toContain("Tablets und Handys");
  });
});
