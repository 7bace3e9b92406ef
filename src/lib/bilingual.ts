// User-facing texts come in German (first) and English. Validation messages carry both through zod,
// which only holds one string, so the pair is encoded and decoded here and nowhere else.

export interface Bilingual {
  de: string;
  en: string;
}

const PREFIX = "bi:";

/** A zod `message` that carries both languages. */
export function bi(de: string, en: string): string {
  return PREFIX + JSON.stringify({ de, en });
}

/** Reads a message written by `bi`; returns null for any other string. */
export function readBi(message: string | undefined): Bilingual | null {
  if (!message?.startsWith(PREFIX)) return null;
  try {
    const v = JSON.parse(message.slice(PREFIX.length)) as Bilingual;
    return typeof v.de === "string" && typeof v.en === "string" ? v : null;
  } catch {
    return null;
  }
}
