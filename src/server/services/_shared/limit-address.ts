// The key a client address is counted under in rate limits. An IPv6 client usually holds a whole /64 (2^64
// addresses), so counting single IPv6 addresses would hand a guesser unlimited tries: it is counted by its /64.
import { isIPv4, isIPv6 } from "node:net";

export function limitAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address; // IPv4, or "unknown" when no address reached us
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** "2001:db8::1" -> ["2001", "db8", "0", "0", "0", "0", "0", "1"] (lower case, no leading zeros). */
function expandIPv6(address: string): string[] {
  const plain = address.toLowerCase().replace(/%.*$/, ""); // zone id ("fe80::1%eth0")
  const [head = "", tail] = plain.split("::");
  const groups = (s: string) => (s ? s.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const dotted = [...left, ...right].some((g) => g.includes(".")) ? 1 : 0; // a trailing IPv4 part is two groups
  const missing = 8 - left.length - right.length - dotted;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right].map((g) => (g.includes(".") ? g : parseInt(g, 16).toString(16)));
}
