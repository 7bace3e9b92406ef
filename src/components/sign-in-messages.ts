// The sign-in error codes (src/server/auth/options.ts SIGN_IN_ERRORS); their texts are in the `account`
// catalogue under signIn.errors, in the reader's language.

export const SIGN_IN_ERROR_CODES = [
  "INVALID_CREDENTIALS",
  "INVALID_INPUT",
  "RATE_LIMITED",
  "DISABLED",
  "MISSING_FIELDS",
  "SIGN_IN_FAILED",
  "BUSY",
] as const;

export type SignInErrorKey = (typeof SIGN_IN_ERROR_CODES)[number] | "fallback";

/** The key under account.signIn.errors for a sign-in error code; unknown or missing codes get "fallback". */
export function signInMessageKey(code: string | null | undefined): SignInErrorKey {
  return (SIGN_IN_ERROR_CODES as readonly string[]).includes(code ?? "") ? (code as SignInErrorKey) : "fallback";
}
