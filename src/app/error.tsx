"use client";
// A page that failed to render (below the root layout). When the database was away, the custom server answers
// 503 with its own outage page instead (src/server/http/page-outage.ts); this notice remains for what it cannot
// replace: a client-side navigation, or a failure after the page's first bytes were sent. It retries by itself.
import { UnavailableNotice } from "@/components/unavailable-notice";

export default function PageError() {
  return <UnavailableNotice />;
}
