// The build's scripts and styles (/_next/static/…, named by their content, never changing) compressed once at
// brotli's and gzip's best and kept: 15 % fewer bytes for every phone's first visit than the per-request
// compression gives (compress.ts, brotli at quality 5), at no CPU per request. The first request of a file is
// answered as any other while its best compression is made in the background. Only files of the build are kept,
// so the memory is bounded by the build (about 1 MB), whatever addresses a client asks for.
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { decodedSegment } from "./request-parts";
import { responseEncoding } from "./response-encoding";

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };

interface Kept {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export class StaticAssets {
  private readonly kept = new Map<string, Kept | "pending">();

  /** `dir`: Next's output folder (.next), whose static/ holds the files. */
  constructor(private readonly dir: string) {}

  /** Answers a request for a kept script or style and returns true; false leaves it to Next (and starts keeping
   * the file for the next request, if it is one of the build's). */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET") return false;
    const pathname = (req.url ?? "").split("?")[0]!;
    if (!pathname.startsWith(PREFIX)) return false;
    const type = TYPES[path.extname(pathname)];
    if (!type) return false;
    const hit = this.kept.get(pathname);
    if (hit === undefined) this.keep(pathname, type);
    if (hit === undefined || hit === "pending") return false;
    const encoding = responseEncoding(req.headers["accept-encoding"]);
    if (encoding !== "br" && encoding !== "gzip") return false;
    const body = hit[encoding];
    res.writeHead(200, {
      "content-type": hit.type,
      "content-encoding": encoding,
      "content-length": body.length,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
    });
    res.end(body);
    return true;
  }

  /** Reads the file from the build and compresses it; an address that names no file of the build keeps nothing. */
  private keep(pathname: string, type: string): void {
    const root = path.resolve(this.dir, "static");
    const name = decodedSegment(pathname.slice(PREFIX.length)); // "%E0": no such file
    if (name === null) return;
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) return;
    this.kept.set(pathname, "pending");
    void (async () => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }), gzipped(raw, { level: 9 })]);
      this.kept.set(pathname, { type, br, gzip: gz });
    })().catch(() => this.kept.delete(pathname));
  }

  /** How many files are kept or being compressed (tests). */
  get size(): number {
    return this.kept.size;
  }
}
