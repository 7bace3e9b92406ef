"use client";
import { useTranslations } from "next-intl";
import { Button } from "../ui";

export function PrintButton({ label }: { label?: string }) {
  const t = useTranslations("tournaments");
  return (
    <Button type="button" className="no-print" onClick={() => window.print()}>
      {label ?? t("print.button")}
    </Button>
  );
}
