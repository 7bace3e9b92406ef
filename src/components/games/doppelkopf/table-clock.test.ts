// A table's clock shows its end in the tournament's time zone, not the zone the page's provider (or the device) has.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderIn } from "../../../../test/render-in";
import { TableClock } from "./table-clock";

const clock = (timeZone?: string) => ({ deadline: new Date(Date.now() + 3 * 3600_000).toISOString().replace(/\d\d:\d\d\.\d+Z$/, "00:00.000Z"), minutes: 100, extraMinutes: 0, timeZone });

describe("the table clock", () => {
  it("shows the end as the tournament's hall reads it", () => {
    const c = clock("America/New_York");
    const ny = new Intl.DateTimeFormat("de", { hour: "2-digit", minute: "2-digit", timeZone: "America/New_York" }).format(new Date(c.deadline));
    const berlin = new Intl.DateTimeFormat("de", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" }).format(new Date(c.deadline));
    const html = renderIn(createElement(TableClock, { clock: c }));
    expect(html).toContain(ny);
    expect(html).not.toContain(berlin);
    // A view stored offline before the zone was sent reads in the default zone.
    expect(renderIn(createElement(TableClock, { clock: clock() }))).toContain(berlin);
  });
});
