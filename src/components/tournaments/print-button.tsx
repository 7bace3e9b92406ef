"use client";
// The print button of a printout: its words come from the page, which knows its own namespace (a public printout's
// page has only the public pages' messages in the browser).
import { Button } from "../ui";

export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" className="no-print" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
