// The browser the Playwright specs run in: Debian's chromium (Playwright's own download cannot work on these
// machines), else a browser Playwright installed. Without either, `npm test` says in one line what to install
// instead of failing deep inside Playwright.
import { existsSync } from "node:fs";

/** Where Debian and Ubuntu put Chromium. */
export const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export const NO_BROWSER_LINE =
  "[e2e] no Chromium found for the browser tests: install it with `apt-get install -y chromium` (or `npx playwright install chromium`).";

export interface BrowserChoice {
  /** The executable to launch; undefined means Playwright's own installed browser. */
  executablePath: string | undefined;
}

/** The browser to use, or null when there is none. `playwrightChromium` is where Playwright's own download
 * would be (chromium.executablePath()), `exists` checks a file. */
export function findBrowser(playwrightChromium: string | undefined, exists: (path: string) => boolean = existsSync): BrowserChoice | null {
  const system = SYSTEM_CHROMIUM.find(exists);
  if (system) return { executablePath: system };
  if (playwrightChromium && exists(playwrightChromium)) return { executablePath: undefined };
  return null;
}

/** Playwright's own Chromium path; undefined if Playwright cannot tell. */
export async function playwrightChromiumPath(): Promise<string | undefined> {
  try {
    const { chromium } = await import("@playwright/test");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
