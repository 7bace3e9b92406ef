"use client";
import { Button } from "../ui";

export function PrintButton({ label = "Drucken" }: { label?: string }) {
  return (
    <Button type="button" className="no-print" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
