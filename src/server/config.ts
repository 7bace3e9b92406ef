// Validated configuration (habit 9). Every setting is optional on a fresh clone; a wrong one stops the start
// with one readable line that names it.
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  PGLITE_DIR: z.string().min(1, "must not be empty").default(".data/pglite"),
  PORT: z.coerce.number().int().min(1).max(65535, "must be a port number 1-65535").default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters (leave it unset to generate a local one)"),
  NEXTAUTH_URL: z.url("must be the app's public URL, e.g. http://localhost:3000").optional(),
  /** Base address printed in QR codes (table cards, projector); default: the address the organizer's browser used. */
  PUBLIC_URL: z.url("must be an absolute URL, e.g. http://192.168.1.10:3000").optional(),
  TRUST_PROXY: bool.default(false),
  /** Default: on the embedded database (a laptop, a try-out) yes; on a PostgreSQL server no, since a server
   * reachable by others must not carry the demo login with its published password unless the operator asks. */
  DEMO_SEED: bool.optional(),
  /** The code the first account (the administrator) must give at sign-up; default: generated once and printed. */
  SETUP_CODE: z
    .string()
    .trim()
    .min(12, "must be at least 12 characters (leave it unset to have one generated and printed)")
    .max(100, "must be at most 100 characters")
    .regex(/^[\x21-\x7E]+$/, "must be printable ASCII without spaces")
    .optional(),
  /** Mail server for invitation links, e.g. smtp://user:password@mail.example:587; unset: nothing is mailed. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587")
    .optional(),
  /** Sender of mailed invitations; default: Stichfest <stichfest@the app's host>. */
  MAIL_FROM: z.string().trim().min(3, "must be a sender address, e.g. Stichfest <turnier@verein.example>").optional(),
}).superRefine((c, ctx) => {
  // Mailed links must open from anywhere: the address the owner's browser used is not known to the mail.
  if (c.SMTP_URL && !c.PUBLIC_URL && !c.NEXTAUTH_URL) {
    ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "needs PUBLIC_URL or NEXTAUTH_URL (the address mailed invitation links start with)" });
  }
}).transform((c) => ({ ...c, DEMO_SEED: c.DEMO_SEED ?? !c.DATABASE_URL }));

/** Where mailed links point and who sends them, when the server has mail settings; null without. */
export function mailSettings(c: Config): { url: string; from: string; linkBase: string } | null {
  const linkBase = c.PUBLIC_URL ?? c.NEXTAUTH_URL;
  if (!c.SMTP_URL || !linkBase) return null;
  return { url: c.SMTP_URL, from: c.MAIL_FROM ?? `Stichfest <stichfest@${new URL(linkBase).hostname}>`, linkBase };
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses settings from an environment; throws ConfigError with one line naming the first bad setting. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "configuration");
  const got = cleaned[name];
  // Secrets never reach the log: the SMTP URL may carry a password.
  const secret = ["NEXTAUTH_SECRET", "SETUP_CODE", "SMTP_URL"].includes(name);
  const shown = secret || got === undefined ? "" : ` (got "${got}")`;
  const reason = issue.code === "invalid_type" && got === undefined ? "is required" : issue.message;
  throw new ConfigError(`Configuration error: ${name} ${reason}${shown}.`);
}

let cached: Config | undefined;

/** The process configuration, parsed once. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
