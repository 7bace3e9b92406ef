// Values an attacker or a broken client sends where a field expects something sensible: each broke a procedure
// once (NUL bytes and 32-bit overflows answered 500) or is a classic (injection, huge, wrong type).
export const hostileStrings: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "x".repeat(20_000),
  "\uD800",
  "=HYPERLINK(\"http://evil.example\")",
  "\n=1+1",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "__proto__",
  "../../etc/passwd",
  "ÄÖÜß🂡".repeat(40),
];

export const hostileNumbers: readonly number[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -0,
  0.5,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Values of other types, including what superjson lets a client send that JSON cannot. */
export const hostileOthers: readonly unknown[] = [
  null,
  undefined,
  true,
  [],
  {},
  { __proto__: { admin: true } },
  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["deep"]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
  new Date(0),
  new Date(Number.NaN),
  10n ** 30n,
  new Map([["a", 1]]),
  new Set([1]),
  /x/,
];

export const hostileValues: readonly unknown[] = [...hostileStrings, ...hostileNumbers, ...hostileOthers];
