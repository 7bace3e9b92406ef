// Intentionally empty: stands in for "server-only" under Vitest.
export {};
