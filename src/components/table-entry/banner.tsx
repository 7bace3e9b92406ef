"use client";
// A status line of the table entry (waiting for approval, replaced, refused, confirmed), in the tone of its news.
export function Banner({ tone, children }: { tone: "warn" | "error" | "info" | "ok"; children: React.ReactNode }) {
  const c = { warn: "bg-amber-100 text-amber-900", error: "bg-red-100 text-red-900", info: "bg-blue-50 text-blue-900", ok: "bg-green-100 text-green-900" }[tone];
  return (
    <div role={tone === "error" ? "alert" : "note"} className={`rounded-lg px-4 py-3 text-lg ${c}`}>
      {children}
    </div>
  );
}
