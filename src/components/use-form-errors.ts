"use client";
import { useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { errorDataOf } from "@/trpc/errors";

/** Holds a form's errors from a failed mutation: one per field, plus a general one. */
export function useFormErrors() {
  const [fields, setFields] = useState<Record<string, Bilingual>>({});
  const [general, setGeneral] = useState<Bilingual | null>(null);
  return {
    field: (name: string) => fields[name] ?? null,
    general,
    clear() {
      setFields({});
      setGeneral(null);
    },
    fromError(error: unknown) {
      const data = errorDataOf(error);
      const perField: Record<string, Bilingual> = {};
      for (const [name, list] of Object.entries(data.fieldErrors ?? {})) if (list[0]) perField[name] = list[0];
      setFields(perField);
      setGeneral(Object.keys(perField).length ? null : { de: data.de, en: data.en });
    },
  };
}

/** A text already in the reader's language (from the catalogue), in the shape ErrorText takes. */
export function shownError(text: string, code?: string): Bilingual & { code?: string } {
  return { de: text, en: text, ...(code ? { code } : {}) };
}
