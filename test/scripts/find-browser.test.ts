// Which browser `npm run test:e2e` uses, and the one line it prints when there is none.
import { describe, expect, it } from "vitest";
import { findBrowser, NO_BROWSER_LINE } from "../../scripts/find-browser";

const PLAYWRIGHT = "/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";
const existing = (...paths: string[]) => (p: string) => paths.includes(p);

describe("the browser for the Playwright specs", () => {
  it("takes Debian's chromium first, also where Playwright has its own", () => {
    expect(findBrowser(PLAYWRIGHT, existing("/usr/bin/chromium", PLAYWRIGHT))).toEqual({ executablePath: "/usr/bin/chromium" });
    expect(findBrowser(undefined, existing("/usr/bin/chromium-browser"))).toEqual({ executablePath: "/usr/bin/chromium-browser" });
  });

  it("uses a browser Playwright installed when there is no system chromium", () => {
    expect(findBrowser(PLAYWRIGHT, existing(PLAYWRIGHT))).toEqual({ executablePath: undefined });
  });

  it("finds none when neither is there, and then says in one line what to install", () => {
    expect(findBrowser(PLAYWRIGHT, existing())).toBeNull();
    expect(findBrowser(undefined, existing())).toBeNull();
    expect(NO_BROWSER_LINE).toContain("apt-get install -y chromium");
    expect(NO_BROWSER_LINE.split("\n")).toHaveLength(1);
  });
});
