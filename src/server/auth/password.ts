// argon2id via @node-rs/argon2: prebuilt native binaries shipped as npm packages (no install scripts, no
// node-gyp), memory-hard, with OWASP's recommended parameters as its defaults (19 MiB, t=2, p=1).
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** A hash of a random string, verified against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hash("no-such-account-" + Math.random());
  return dummy;
}
