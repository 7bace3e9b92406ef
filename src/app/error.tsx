"use client";
// A page that failed to render (below the root layout). When the database was away, the custom server answers
// 503 with its own outage page instead (src/server/http/page-outage.ts); this notice remains for what it cannot
// replace: a client-side navigation, or a failure after the page's first bytes were sent. It retries by itself.
// The language is the page's own (the root layout's <html lang>): the root layout has no message provider.
import { useSyncExternalStore } from "react";
import { UnavailableNotice } from "@/components/unavailable-notice";

const noChange = () => () => {};

export default function PageError() {
  const lang = useSyncExternalStore(noChange, () => document.documentElement.lang, () => "de");
  return <UnavailableNotice locale={lang === "en" ? "en" : "de"} />;
}
