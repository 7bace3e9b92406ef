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
  DEMO_SEED: bool.default(true),
  /** The code the first account (the administrator) must give at sign-up; default: generated once and printed. */
  SETUP_CODE: z
    .string()
    .trim()
    .min(12, "must be at least 12 characters (leave it unset to have one generated and printed)")
    .max(100, "must be at most 100 characters")
    .regex(/^[\x21-\x7E]+$/, "must be printable ASCII without spaces")
    .optional(),
});

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
  const shown = name === "NEXTAUTH_SECRET" || name === "SETUP_CODE" || got === undefined ? "" : ` (got "${got}")`;
  const reason = issue.code === "invalid_type" && got === undefined ? "is required" : issue.message;
  throw new ConfigError(`Configuration error: ${name} ${reason}${shown}.`);
}

let cached: Config | undefined;

/** The process configuration, parsed once. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
