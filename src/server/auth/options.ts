// next-auth v4: organizer accounts with email and password. JWT sessions (required by Credentials); the
// account itself is re-read from the database on every request (services/load-session-user.ts).
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db";
import { signIn } from "../services/sign-in";
import { clientAddressFrom } from "./client-address";

/** Error codes the sign-in page turns into German (and English) text. */
export const SIGN_IN_ERRORS = ["INVALID_CREDENTIALS", "RATE_LIMITED", "DISABLED", "MISSING_FIELDS"] as const;

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/anmelden" },
  providers: [
    CredentialsProvider({
      name: "E-Mail",
      credentials: { email: { label: "E-Mail", type: "email" }, password: { label: "Passwort", type: "password" } },
      async authorize(credentials, req) {
        const email = credentials?.email?.trim() ?? "";
        const password = credentials?.password ?? "";
        if (!email || !password) throw new Error("MISSING_FIELDS");
        const outcome = await signIn(await getDb(), {
          email,
          password,
          clientAddress: clientAddressFrom(req.headers ?? {}),
        });
        if (!outcome.ok) throw new Error(outcome.reason);
        return { id: outcome.user.id, email: outcome.user.email, name: outcome.user.name };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.sub = user.id;
      return token;
    },
    session({ session, token }) {
      return { ...session, userId: token.sub };
    },
  },
};
