import { describe, expect, it } from "vitest";
import { CHUNK, chunkOffset, chunkRange, chunkTag, nextChunk } from "./projector-chunks";

describe("the projector's chunk from the query", () => {
  it("takes a whole row offset inside the section", () => {
    expect(CHUNK).toBe(60);
    expect(chunkOffset("60", 4000)).toBe(60);
    expect(chunkOffset("3960", 4000)).toBe(3960);
    expect(chunkOffset(["120", "60"], 4000)).toBe(120);
  });
  it("starts over at 0 for a missing, bad or too large offset", () => {
    for (const raw of [undefined, "", "abc", "-60", "1.5", "6e1", " 60", [], 60]) expect(chunkOffset(raw, 4000), String(raw)).toBe(0);
    expect(chunkOffset("4000", 4000)).toBe(0);
    expect(chunkOffset("99999999999999999999", 4000)).toBe(0);
  });
  it("keeps a section that fits in one chunk at 0", () => {
    expect(chunkOffset("30", 60)).toBe(0);
    expect(chunkOffset("0", 0)).toBe(0);
  });
});

describe("the projector's next chunk", () => {
  it("moves each longer section on by a chunk and starts it over after its last", () => {
    expect(nextChunk([{ total: 4000, offset: 0 }, { total: 4000, offset: 0 }])).toEqual({ offsets: [60, 60], more: true });
    expect(nextChunk([{ total: 4000, offset: 3900 }, { total: 4000, offset: 3960 }])).toEqual({ offsets: [3960, 0], more: true });
    // 121 rows: three chunks, the last of one row.
    expect(nextChunk([{ total: 121, offset: 60 }]).offsets).toEqual([120]);
    expect(nextChunk([{ total: 121, offset: 120 }]).offsets).toEqual([0]);
    expect(nextChunk([{ total: 120, offset: 60 }]).offsets).toEqual([0]);
  });
  it("leaves a section of at most one chunk at 0 while another moves on", () => {
    expect(nextChunk([{ total: 40, offset: 0 }, { total: 200, offset: 60 }])).toEqual({ offsets: [0, 120], more: true });
    expect(nextChunk([{ total: 60, offset: 0 }, { total: 61, offset: 0 }])).toEqual({ offsets: [0, 60], more: true });
  });
  it("has no next chunk when every section fits in one", () => {
    expect(nextChunk([{ total: 60, offset: 0 }, { total: 12, offset: 0 }])).toEqual({ offsets: [0, 0], more: false });
    expect(nextChunk([{ total: 0, offset: 0 }])).toEqual({ offsets: [0], more: false });
    expect(nextChunk([])).toEqual({ offsets: [], more: false });
  });
});

describe("the rows a chunk shows", () => {
  it("counts from 1 and ends at the section's last row", () => {
    expect(chunkRange({ total: 4000, offset: 60 })).toEqual({ first: 61, last: 120, total: 4000, chunked: true });
    expect(chunkRange({ total: 4000, offset: 3960 })).toEqual({ first: 3961, last: 4000, total: 4000, chunked: true });
    expect(chunkRange({ total: 121, offset: 120 })).toEqual({ first: 121, last: 121, total: 121, chunked: true });
    expect(chunkRange({ total: 12, offset: 0 })).toEqual({ first: 1, last: 12, total: 12, chunked: false });
    expect(chunkRange({ total: 0, offset: 0 })).toEqual({ first: 0, last: 0, total: 0, chunked: false });
  });
  it("tags the chunk for the browser tests", () => {
    expect(chunkTag(chunkRange({ total: 4000, offset: 60 }))).toBe("61-120/4000");
    expect(chunkTag(chunkRange({ total: 0, offset: 0 }))).toBe("0-0/0");
  });
});
