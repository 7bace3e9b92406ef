// Reads the German/English error data that the server's error mapping attaches (src/server/api/errors.ts).
import type { Bilingual } from "@/lib/bilingual";

export interface ErrorData {
  de: string;
  en: string;
  /** Per field; `code` is the engine's stable code where the engine refused a hand record. */
  fieldErrors: Record<string, (Bilingual & { code?: string })[]> | null;
}

export function errorDataOf(error: unknown): ErrorData {
  const data = (error as { data?: Partial<ErrorData> } | null)?.data;
  if (data?.de) return { de: data.de, en: data.en ?? data.de, fieldErrors: data.fieldErrors ?? null };
  return {
    de: "Die Verbindung zum Server ist fehlgeschlagen. Bitte erneut versuchen.",
    en: "Could not reach the server. Please try again.",
    fieldErrors: null,
  };
}
