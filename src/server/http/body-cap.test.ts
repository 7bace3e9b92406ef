// Over a real socket: a chunked body is counted as it arrives and refused past the limit, while a body within it
// reaches a handler that starts reading only later (as Next does), without losing its first chunks.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capBody } from "./body-cap";

const LIMIT = 64 * 1024;

describe("the byte count of chunked bodies", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      capBody(req, res, LIMIT);
      // Read the body a moment later, like Next after its routing.
      setTimeout(async () => {
        let bytes = 0;
        try {
          for await (const chunk of req) bytes += (chunk as Buffer).length;
        } catch {
          return; // the refused request's socket was closed
        }
        if (!res.headersSent) res.end(String(bytes));
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `chunks` pieces of `size` bytes, chunked (no Content-Length); resolves with the status and body. */
  function send(chunks: number, size: number) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/", headers: { "transfer-encoding": "chunked" } }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      for (let i = 0; i < chunks; i++) req.write(Buffer.alloc(size, 120));
      req.end();
    });
  }

  it("passes a body within the limit whole to a late reader", async () => {
    expect(await send(8, 8 * 1024)).toEqual({ status: 200, body: String(64 * 1024) });
  });

  it("answers 413 with a bilingual message once the bytes pass the limit", async () => {
    const { status, body } = await send(32, 8 * 1024);
    expect(status).toBe(413);
    const { error } = JSON.parse(body);
    expect(error.de).toMatch(/größer als/);
    expect(error.en).toMatch(/larger than/);
  });
});
