// The first LISTEN of a process meeting an unreachable PostgreSQL: `ready` rejects (the live request answers
// 503) instead of hanging the request until the database returns, and the listener does not go on retrying.
import { createServer } from "node:net";
import { Pool } from "pg";
import { expect, it } from "vitest";
import type { DbHandle } from "../db";
import { isDatabaseUnavailable } from "../db/unavailable";
import { listen } from "./listener";

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port)); // nothing listens there any more
    });
  });
}

it("rejects ready when the first LISTEN cannot connect, and stops", async () => {
  const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
  let payloads = 0;
  const listener = listen({ pool } as unknown as DbHandle, { payload: () => payloads++, resync: () => {} });
  const error = await listener.ready.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isDatabaseUnavailable(error)).toBe(true);
  await listener.close();
  await pool.end();
  expect(payloads).toBe(0);
});
