// argon2id via @node-rs/argon2: prebuilt native binaries shipped as npm packages (no install scripts, no
// node-gyp), memory-hard, with OWASP's recommended parameters as its defaults (19 MiB, t=2, p=1).
// Every hash and verify goes through one process-wide limiter: a burst of sign-ups or sign-ins waits in a short
// queue or is refused as busy, instead of taking every core and stalling the pages.
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { WorkLimiter } from "./work-limiter";

/** Two at once keeps a core for everything else on small machines; ~16 waiting is well under a second. */
export const argon2Limiter = new WorkLimiter(2, 16);

export function hashPassword(password: string): Promise<string> {
  return argon2Limiter.run(() => hash(password));
}

/** True when the password matches; throws serverBusy() when too much argon2 work is waiting already. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return argon2Limiter.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  });
}

/** A hash of a random string, verified against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash("no-such-account-" + randomBytes(16).toString("hex"));
  return dummy;
}
