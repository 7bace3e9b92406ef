// One error mapping (habit 8): domain errors become tRPC errors with German and English text; input errors
// come back field by field; anything unexpected is logged and answered with a generic message.
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { readBi, type Bilingual } from "@/lib/bilingual";
import { DB_UNAVAILABLE, isDatabaseUnavailable, reportUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable";
import { DomainError } from "../errors";

/** Per field: the messages (the client shows the reader's language) and a stable code: the engine's where it
 * refused a hand record, zod's for malformed input, the domain's (CONFLICT, …) for a refused change. */
export type FieldError = Bilingual & { code?: string };
export type FieldErrors = Record<string, FieldError[]>;

const de = z.locales.de();
const en = z.locales.en();

function localized(issue: z.core.$ZodIssue): FieldError {
  const engineCode = (issue as { params?: { engineCode?: unknown } }).params?.engineCode;
  // The engine's stable code where it refused a hand record, else zod's (too_small, invalid_type, …).
  const code = { code: typeof engineCode === "string" ? engineCode : issue.code };
  const custom = readBi(issue.message);
  if (custom) return { ...custom, ...code };
  const text = (locale: typeof de, fallback: string) => {
    const r = locale.localeError(issue as never);
    return typeof r === "string" ? r : (r?.message ?? fallback);
  };
  return { de: text(de, issue.message), en: text(en, issue.message) };
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (out[key] ??= []).push(localized(issue));
  }
  return out;
}

/** For the fetch adapter's `responseMeta`: a 503 (the database is away) tells the client when to try again. */
export function retryAfterMeta({ errors }: { errors: readonly TRPCError[] }): { headers?: Record<string, string> } {
  return errors.some((e) => e.code === "SERVICE_UNAVAILABLE") ? { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } } : {};
}

/** For the fetch adapter's `createContext`: the context reads the database too (session, captain), so an outage
 * there must answer 503 like one inside a procedure. */
export function mapContextErrors<T>(create: () => Promise<T>): Promise<T> {
  return create().catch((e: unknown) => {
    throw toTRPCError(e);
  });
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof DomainError) return new TRPCError({ code: error.code, message: error.en, cause: error });
  if (error instanceof z.ZodError) return new TRPCError({ code: "BAD_REQUEST", message: "Invalid input", cause: error });
  if (isDatabaseUnavailable(error)) {
    reportUnavailable("trpc", error);
    return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: DB_UNAVAILABLE.en, cause: error as Error });
  }
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Internal error", cause: error as Error });
}

/** The `data` every error response carries, built in the tRPC errorFormatter. */
export function errorData(error: TRPCError): Bilingual & { fieldErrors: FieldErrors | null; current?: Record<string, unknown> } {
  const cause = error.cause;
  if (cause instanceof z.ZodError) {
    const fieldErrors = fieldErrorsOf(cause);
    const first = Object.values(fieldErrors)[0]?.[0];
    return {
      de: first ? `Bitte Eingaben prüfen: ${first.de}` : "Bitte Eingaben prüfen.",
      en: first ? `Please check your input: ${first.en}` : "Please check your input.",
      fieldErrors,
    };
  }
  if (cause instanceof DomainError) {
    const fieldErrors: FieldErrors | null = cause.field ? { [cause.field]: [{ de: cause.de, en: cause.en, code: cause.code }] } : null;
    return { de: cause.de, en: cause.en, fieldErrors, ...(cause.current ? { current: cause.current } : {}) };
  }
  if (error.code === "SERVICE_UNAVAILABLE") return { ...DB_UNAVAILABLE, fieldErrors: null };
  if (error.code === "INTERNAL_SERVER_ERROR") {
    return { de: "Ein interner Fehler ist aufgetreten.", en: "An internal error occurred.", fieldErrors: null };
  }
  // tRPC's own refusals (unreadable JSON, too deep, unknown procedure) and bilingual TRPCErrors of ours.
  const text = readBi(error.message) ?? TRPC_REFUSALS[error.code] ?? { de: error.message, en: error.message };
  const aboutInput = error.code === "BAD_REQUEST" || error.code === "PARSE_ERROR";
  return { ...text, fieldErrors: aboutInput ? { _: [text] } : null };
}

const TRPC_REFUSALS: Partial<Record<TRPCError["code"], Bilingual>> = {
  PARSE_ERROR: { de: "Die Anfrage ist kein gültiges JSON.", en: "The request is not valid JSON." },
  BAD_REQUEST: { de: "Die Anfrage ist ungültig.", en: "The request is not valid." },
  NOT_FOUND: { de: "Diese Funktion gibt es nicht.", en: "There is no such procedure." },
  METHOD_NOT_SUPPORTED: { de: "Diese Anfrageart wird hier nicht unterstützt.", en: "This request method is not supported here." },
  PAYLOAD_TOO_LARGE: { de: "Die Anfrage ist zu groß.", en: "The request is too large." },
};
