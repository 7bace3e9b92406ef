// Pure, without next-auth: the custom server (scripts/start.ts) decides with it which calls Next must answer.
/** Whether a Cookie header carries next-auth's session cookie (plain, `__Secure-`, or split into chunks). Without it
 * there is no session to read: the calls of table devices and visitors skip next-auth, and the custom server can
 * answer them without Next (getServerSession needs Next's request scope). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/.test(cookieHeader ?? "");
}
