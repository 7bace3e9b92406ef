// The domain's error vocabulary (habit 8): services throw DomainError; src/server/api/errors.ts maps it to
// tRPC codes in one place. Anything else is a bug and never leaks its internals to the client.

export type DomainCode = "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS";

export class DomainError extends Error {
  constructor(
    readonly code: DomainCode,
    readonly de: string,
    readonly en: string,
    /** The input field the error is about, e.g. "email". */
    readonly field?: string,
    /** What the caller lost to, e.g. a conflict's current version, so a device can catch up without a reload. */
    readonly current?: Record<string, unknown>,
  ) {
    super(en);
    this.name = "DomainError";
  }
}

export const forbidden = () =>
  new DomainError("FORBIDDEN", "Dafür fehlt Ihnen die Berechtigung.", "You are not allowed to do this.");

export const notFound = (what: { de: string; en: string }) =>
  new DomainError("NOT_FOUND", `${what.de} wurde nicht gefunden.`, `${what.en} was not found.`);

export const staleVersion = (current?: { version: number }) =>
  new DomainError(
    "CONFLICT",
    "Jemand hat diesen Eintrag inzwischen geändert. Bitte neu laden und erneut bearbeiten.",
    "Someone changed this entry in the meantime. Reload and edit again.",
    "version",
    current,
  );
