// The projector's chunks: a big event's standings and seating reach the hall's screen CHUNK rows at a time (the
// page renders one chunk of each section, ?stand= and ?sitz= say which), so the page does not grow with the event.
// FitPages pages through a chunk and then asks for the next one.

/** The rows of each section the projector renders at once. */
export const CHUNK = 60;

/** A section's row offset from the query: a whole number inside its rows, else 0 (also where one chunk holds all). */
export function chunkOffset(raw: unknown, total: number): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== "string" || !/^\d+$/.test(text)) return 0;
  const offset = Number(text);
  return total > CHUNK && offset < total ? offset : 0;
}

export interface ChunkAt {
  /** The section's rows in all. */
  total: number;
  /** Where its current chunk starts. */
  offset: number;
}

/** The offsets of the chunk after the current one: each section with more rows moves on by CHUNK and starts over
 * after its last chunk; `more` is false when every section fits in one chunk (there is nothing to move on to). */
export function nextChunk(sections: readonly ChunkAt[]): { offsets: number[]; more: boolean } {
  return {
    offsets: sections.map(({ total, offset }) => (total > CHUNK && offset + CHUNK < total ? offset + CHUNK : 0)),
    more: sections.some(({ total }) => total > CHUNK),
  };
}

export interface ChunkRange {
  /** The first row shown, counted from 1 (0 when there are none). */
  first: number;
  /** The last row shown. */
  last: number;
  total: number;
  /** Whether the section has more rows than this chunk (then the screen says which it shows). */
  chunked: boolean;
}

/** The rows a chunk shows, as people count them: "rows 61–120 of 4,000". */
export function chunkRange({ total, offset }: ChunkAt): ChunkRange {
  const last = Math.min(offset + CHUNK, total);
  return { first: last > offset ? offset + 1 : 0, last, total, chunked: total > CHUNK };
}

/** The chunk as an attribute's value (data-chunk): "61-120/4000". */
export function chunkTag(range: ChunkRange): string {
  return `${range.first}-${range.last}/${range.total}`;
}
