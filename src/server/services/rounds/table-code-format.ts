// Table codes: a 3-character tournament tag + 8 random characters of Crockford's base 32 (no I, L, O, U),
// i.e. 40 random bits per code from node's CSPRNG, never derived from the table number. Shown as "TAG-XXXX-XXXX".
import { randomBytes } from "node:crypto";

export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const TAG_LENGTH = 3;
export const SECRET_LENGTH = 8;
export const CODE_LENGTH = TAG_LENGTH + SECRET_LENGTH;

/** `n` characters from the alphabet; 32 divides 256, so `byte % 32` has no bias. */
export function randomCodeChars(n: number): string {
  const bytes = randomBytes(n);
  let out = "";
  for (const b of bytes) out += CODE_ALPHABET[b % 32];
  return out;
}

/** What a person typed or scanned -> the stored form: upper case, separators dropped, look-alikes mapped
 * (O -> 0, I and L -> 1) as Crockford's base 32 reads them. Null when it cannot be a code. */
export function normalizeCode(input: string): string | null {
  const s = input
    .toUpperCase()
    .replace(/[\s\-_.]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (s.length !== CODE_LENGTH) return null;
  for (const ch of s) if (!CODE_ALPHABET.includes(ch)) return null;
  return s;
}

/** "ABCDEFGHJKM" -> "ABC-DEFG-HJKM" for printing and reading aloud. */
export function displayCode(code: string): string {
  return `${code.slice(0, TAG_LENGTH)}-${code.slice(TAG_LENGTH, TAG_LENGTH + 4)}-${code.slice(TAG_LENGTH + 4)}`;
}

export function tagOf(code: string): string {
  return code.slice(0, TAG_LENGTH);
}
