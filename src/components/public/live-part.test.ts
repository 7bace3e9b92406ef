import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attributesOf } from "./live-part";

/** The attributes of the element React renders for `props`, as the browser reads them. */
function rendered(props: Record<string, unknown>): [string, string][] {
  const html = renderToStaticMarkup(createElement("li", props));
  return [...html.matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? ""]);
}

describe("attributesOf", () => {
  // What a LivePart puts back on its element when the page renders anew must be what React rendered for it.
  it.each([
    { className: "rounded border", "data-table": 3, "data-deals": 0, "data-confirmed": false },
    { id: "standings", className: "mb-3", "data-testid": "round-points", "aria-hidden": true },
    { className: "row", "data-player": 17, title: "Tisch 2", hidden: true, "data-x": undefined, onClick: () => {} },
    { className: "", "data-confirmed": true, hidden: false, style: { color: "red" } },
  ])("gives the attributes React renders for %j", (props) => {
    const { style, ...rest } = props as Record<string, unknown>;
    expect(attributesOf(rest)).toEqual(rendered(rest));
    expect(style === undefined || attributesOf(props).every(([name]) => name !== "style")).toBe(true);
  });
});
