// What a public page's viewer is sent on a change: the parts of the page that changed, not the page again. A page
// marks its live parts (LivePart: a table of the round, a standings position, a heading) with `data-part`; the
// server renders the viewer's page (its window: the address with its ?tische= and the like, the language) once per
// version of the tournament, cuts the parts out of the HTML and remembers a hash of each for the last versions. A
// viewer who shows version S is sent the parts whose hash differs from S's; one whose version is no longer known,
// or whose page changed its shape (a new round: other parts; anything outside the parts), is told to reload: one
// render of its window, the compact snapshot.
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import { PART_ATTRIBUTE, VERSION_ATTRIBUTE, type PartsAnswer } from "../../lib/live-parts";

/** Elements whose content is no part of what the page shows: the scripts (Next's data for the browser, different
 * at every render), the styles, and what streaming leaves for its scripts to move into place. */
const UNSHOWN = new Set(["script", "style", "noscript", "template"]);
/** Attributes that differ at every render of the same page: the nonce, and the version the page shows. */
const PER_RENDER = new Set(["nonce", VERSION_ATTRIBUTE]);

/** A copy of a string cut from the page that does not keep the whole page alive: V8 lets a slice share its parent's
 * memory (a part's id of 20 characters held a 228 kB page). UTF-16 round-trips every string, lone surrogates too
 * (UTF-8 would replace them), and V8 stores the copy as one byte a character where it can. */
const own = (text: string) => Buffer.from(text, "utf16le").toString("utf16le");

/** What V8 holds for a string: its header and one or two bytes a character. */
const stringBytes = (text: string) => STRING_HEADER + text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);
const STRING_HEADER = 24;

/** A page cut up: its parts in the order they stand, each as its element's outer HTML; a hash of the rest that shows
 * (the frame: a pager's text, a section that appears), which must not change for parts alone to follow it; and the
 * version the page says it shows (VERSION_ATTRIBUTE, read before its data). */
export function cutParts(html: string): { parts: Map<string, string>; frame: string; version: string | null } {
  const parts = new Map<string, string>();
  const frame = createHash("sha1");
  let version: string | null = null;
  const open: { id: string; start: number; depth: number }[] = [];
  let depth = 0;
  let unshown = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        const id = attributes[PART_ATTRIBUTE];
        if (id !== undefined) open.push({ id, start: parser.startIndex, depth });
        const named = attributes[VERSION_ATTRIBUTE];
        if (version === null && named !== undefined) version = own(named);
        if (UNSHOWN.has(name)) unshown++;
        if (open.length || unshown) return;
        frame.update(`<${name}`);
        for (const [attribute, value] of Object.entries(attributes)) if (!PER_RENDER.has(attribute)) frame.update(` ${attribute}=${value}`);
      },
      ontext(text) {
        if (!open.length && !unshown) frame.update(text);
      },
      onclosetag(name) {
        if (!open.length && !unshown) frame.update(`</${name}>`);
        if (UNSHOWN.has(name)) unshown--;
        const top = open.at(-1);
        if (top && top.depth === depth) {
          open.pop();
          if (!parts.has(top.id)) parts.set(own(top.id), own(html.slice(top.start, parser.endIndex + 1)));
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { parts, frame: frame.digest("base64url"), version };
}

export interface PartsCacheOptions {
  /** Windows kept over all tournaments, the least recently asked for going first (default 5,000: a hall of phones
   * on their own player pages). */
  maxWindows?: number;
  /** Bytes kept over all windows: every kept string (keys, ids, parts, hashes, shapes) and the maps holding them
   * (default 64 MB). */
  maxBytes?: number;
  /** Versions remembered per window (default 16): a viewer further behind reloads. */
  versions?: number;
  now?: () => number;
  /** A window no viewer asked for this long is dropped (default 10 min). */
  idleMs?: number;
  /** While false (the listener is not up yet), no version can be vouched for: every viewer reloads. */
  trusted?: () => boolean;
}

interface Version {
  id: string;
  /** The parts' ids in order and the frame's hash, joined: the page's shape. */
  shape: string;
  hashes: Map<string, string>;
}

type Rendered = Version & { parts: Map<string, string> };

interface Window {
  key: string;
  at: number;
  /** What it holds: its key, and per remembered version its id, shape, and each part's id and hash (the
   * current one's parts too), every string as V8 stores it and a slot per map entry. */
  bytes: number;
  /** The latest render: its version and its parts. */
  current: Rendered | null;
  /** The render under way, shared by every viewer who asks meanwhile. */
  rendering: { id: string; done: Promise<Rendered | null | "overtaken"> } | null;
  history: Version[];
}

/** How often a render is made again when the tournament changed while it ran (its parts could be of either). */
const RENDER_TRIES = 3;

/** A map's entry (key, value, chain) with its share of the buckets. */
const ENTRY_BYTES = 40;
/** A window or a version: the object, its map, the history's slot. */
const OBJECT_BYTES = 200;

export class PartsCache {
  private readonly windows = new Map<string, Window>();
  private readonly maxWindows: number;
  private readonly maxBytes: number;
  private keptBytes = 0;
  private readonly versions: number;
  private readonly idleMs: number;
  private readonly now: () => number;
  private readonly trusted: () => boolean;

  constructor(options: PartsCacheOptions = {}) {
    this.trusted = options.trusted ?? (() => true);
    this.maxWindows = options.maxWindows ?? 5000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.versions = options.versions ?? 16;
    this.idleMs = options.idleMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.windows.size;
  }

  /** Bytes of parts and hashes kept. */
  get bytes(): number {
    return this.keptBytes;
  }

  /**
   * The parts of window `key` that changed since version `since`. `version` reads the tournament's version now;
   * `render` renders the window's page (its HTML, or null where there is no page to share).
   */
  async changes(key: string, since: string, version: () => string, render: () => Promise<string | null>): Promise<PartsAnswer> {
    if (!this.trusted()) return { v: since, reload: true };
    this.sweep();
    let window = this.windows.get(key);
    if (window) this.windows.delete(key); // to the end: the most recently asked for
    else {
      key = own(key); // the address may be cut from the request's head: the map keeps window.key, never the caller's
      window = { key, at: 0, bytes: OBJECT_BYTES + stringBytes(key), current: null, rendering: null, history: [] };
      this.keptBytes += window.bytes;
    }
    window.at = this.now();
    this.windows.set(window.key, window);
    this.trim();

    const now = await this.rendered(window, version, render);
    const then = window.history.find((v) => v.id === since);
    if (!now) return { v: since, reload: true };
    if (!then || then.shape !== now.shape) return { v: now.id, reload: true };
    const parts: [string, string][] = [];
    for (const [id, html] of now.parts) if (then.hashes.get(id) !== now.hashes.get(id)) parts.push([id, html]);
    return { v: now.id, parts };
  }

  /** Drops the windows nobody asked for within `idleMs` (also run on each request). */
  sweep(): void {
    const now = this.now();
    // Least recently asked for first: the first window still asked for ends the sweep.
    for (const window of this.windows.values()) {
      if (now - window.at < this.idleMs) return;
      this.drop(window);
    }
  }

  /** Drops the least recently asked for windows while there are too many or they weigh too much. */
  private trim(): void {
    for (const window of this.windows.values()) {
      if (this.windows.size <= this.maxWindows && this.keptBytes <= this.maxBytes) return;
      this.drop(window);
    }
  }

  private drop(window: Window): void {
    if (this.windows.get(window.key) !== window) return;
    this.windows.delete(window.key);
    this.keptBytes -= window.bytes;
  }

  /** The window's parts at the current version: kept, being rendered, or rendered now. */
  private async rendered(window: Window, version: () => string, render: () => Promise<string | null>): Promise<Rendered | null> {
    for (let i = 0; i < RENDER_TRIES; i++) {
      const id = version();
      if (window.current?.id === id) return window.current;
      if (window.rendering?.id !== id) window.rendering = { id, done: this.render(window, id, version, render) };
      const done = await window.rendering.done;
      if (done !== "overtaken") return done;
    }
    return null;
  }

  private async render(window: Window, asked: string, version: () => string, render: () => Promise<string | null>): Promise<Rendered | null | "overtaken"> {
    const html = await render().catch(() => null);
    if (window.rendering?.id === asked) window.rendering = null;
    if (html === null) return null;
    const { parts, frame, version: id } = cutParts(html);
    if (id === null) return null; // not a live page
    // A change after the page read its version: its parts may be of either version, so they stand for neither.
    if (version() !== id) return "overtaken";
    const hashes = new Map([...parts].map(([part, outer]) => [part, own(createHash("sha1").update(outer).digest("base64url").slice(0, 16))]));
    const rendered = { id, shape: [frame, ...parts.keys()].join("\n"), hashes, parts };
    window.current = rendered;
    window.history = [...window.history.filter((v) => v.id !== id), { id, shape: rendered.shape, hashes }].slice(-this.versions);
    if (this.windows.get(window.key) === window) {
      // The current version's ids are its hashes' keys, counted with its version.
      const current = [...parts.values()].reduce((n, outer) => n + stringBytes(outer) + ENTRY_BYTES, OBJECT_BYTES);
      const versions = window.history.reduce((n, v) => n + OBJECT_BYTES + stringBytes(v.id) + stringBytes(v.shape) + [...v.hashes].reduce((m, [part, hash]) => m + stringBytes(part) + stringBytes(hash) + ENTRY_BYTES, 0), 0);
      const bytes = OBJECT_BYTES + stringBytes(window.key) + current + versions;
      this.keptBytes += bytes - window.bytes;
      window.bytes = bytes;
      this.trim();
    }
    return rendered;
  }
}
