"use client";
// A page that failed to render (below the root layout). Next answers such a request with 500 and no way to
// choose 503; the notice tells the visitor it is usually a short database outage and retries by itself.
import { UnavailableNotice } from "@/components/unavailable-notice";

export default function PageError() {
  return <UnavailableNotice />;
}
