// Next.js calls register() once per server process before it handles requests.
import type { Instrumentation } from "next";
import { isDatabaseUnavailable, reportUnavailable } from "./server/db/unavailable";
import { noteDatabaseOutage } from "./server/http/outage-flag";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return; // never touch the database while building
  const { startOrExit } = await import("./server/startup");
  await startOrExit();
}

/** A page whose render failed because the database is away: noted at once (before Next writes its 500), so the
 * custom server answers 503 with the outage page (src/server/http/page-outage.ts); logged as one line per outage. */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  if (!isDatabaseUnavailable(error)) return;
  noteDatabaseOutage();
  reportUnavailable("page", error);
};
