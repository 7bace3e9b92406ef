// next-auth v4: organizer accounts with email and password. JWT sessions (required by Credentials); the
// account itself is re-read from the database on every request (services/load-session-user.ts).
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db";
import { safeRedirect } from "@/lib/safe-callback";
import { signIn, type SignInOutcome } from "../services/accounts/sign-in";
import { signOut as endAllSessions } from "../services/accounts/sign-out";
import { clientAddressFrom } from "./client-address";

/** Error codes the sign-in page turns into German (and English) text. next-auth puts the thrown message into the
 * error URL, so authorize() throws nothing else: no database or driver text ever reaches the client. */
export const SIGN_IN_ERRORS = [
  "INVALID_INPUT",
  "INVALID_CREDENTIALS",
  "RATE_LIMITED",
  "DISABLED",
  "MISSING_FIELDS",
  "BUSY",
  "SIGN_IN_FAILED",
] as const;

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/anmelden" },
  providers: [
    CredentialsProvider({
      name: "E-Mail",
      credentials: { email: { label: "E-Mail", type: "email" }, password: { label: "Passwort", type: "password" } },
      async authorize(credentials, req) {
        const email: unknown = credentials?.email;
        const password: unknown = credentials?.password;
        if (typeof email !== "string" || !email.trim() || typeof password !== "string" || !password)
          throw new Error("MISSING_FIELDS");
        let outcome: SignInOutcome;
        try {
          outcome = await signIn(await getDb(), { email, password, clientAddress: clientAddressFrom(req.headers ?? {}) });
        } catch (e) {
          console.error("[auth] sign-in failed:", e);
          throw new Error("SIGN_IN_FAILED");
        }
        if (!outcome.ok) throw new Error(outcome.reason);
        return {
          id: outcome.user.id,
          email: outcome.user.email,
          name: outcome.user.name,
          sessionVersion: outcome.sessionVersion,
        };
      },
    }),
  ],
  callbacks: {
    // Only paths on this site (and absolute URLs of its own origin) after sign-in and sign-out.
    redirect({ url, baseUrl }) {
      return safeRedirect(url, baseUrl);
    },
    // Session revocation: the account's session version is copied in at sign-in; loadSessionUser accepts the
    // token only while it still matches the account's row.
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sessionVersion = user.sessionVersion;
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, userId: token.sub, sessionVersion: token.sessionVersion };
    },
  },
  events: {
    // Every sign-out through next-auth (our /abmelden page, or its own /api/auth/signout form) ends the
    // account's sessions; /abmelden has already done so and reports failures, here a failure is only logged.
    async signOut({ token }) {
      await endAllSessions(await getDb(), { userId: token?.sub, sessionVersion: token?.sessionVersion });
    },
  },
};
