// The build's scripts kept compressed at their best: served from memory from the second request on, only files of
// the build kept, whatever a client asks for.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticAssets } from "./static-assets";

const dir = mkdtempSync(path.join(tmpdir(), "static-assets-"));
const script = `console.log(${JSON.stringify("Stichfest ".repeat(2000))});\n`;
let assets: StaticAssets;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  writeFileSync(path.join(dir, "static", "chunks", "a1b2.js"), script);
  writeFileSync(path.join(dir, "secret.txt"), "not for the public");
  assets = new StaticAssets(dir);
  server = http.createServer((req, res) => {
    if (!assets.serve(req, res)) res.writeHead(200, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function get(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string; body: Buffer; cache: string | undefined }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: url, headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: String(res.headers["content-encoding"] ?? "identity"), body: Buffer.concat(chunks), cache: res.headers["cache-control"] }));
      })
      .on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the build's scripts", () => {
  it("are Next's to answer the first time, then come from memory in brotli or gzip at their best", async () => {
    const url = "/_next/static/chunks/a1b2.js?dpl=x";
    expect((await get(url, "br")).body.toString()).toBe("next");
    let br = await get(url, "gzip, deflate, br");
    for (let i = 0; i < 50 && br.encoding !== "br"; i++) br = (await sleep(20), await get(url, "gzip, deflate, br"));
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.cache).toBe("public, max-age=31536000, immutable");
    expect(br.body.length).toBeLessThan(script.length / 20);
    const gz = await get(url, "gzip");
    expect([gz.encoding, gunzipSync(gz.body).toString()]).toEqual(["gzip", script]);
    // A client that takes neither gets Next's answer.
    expect((await get(url, "identity")).body.toString()).toBe("next");
  });

  it("keep nothing for an address that names no file of the build, or a file outside it", async () => {
    const before = assets.size;
    for (const url of ["/_next/static/chunks/none.js", "/_next/static/..%2f..%2fsecret.txt.js", "/_next/static/%E0.js", "/_next/static/chunks/a1b2.map", "/t/x.js"]) {
      expect((await get(url, "br")).body.toString(), url).toBe("next");
    }
    await sleep(100);
    expect(assets.size).toBe(before);
  });
});
