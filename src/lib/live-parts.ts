// The protocol between a public page and the server for sending what changed (server/live/parts.ts,
// components/public/live-part.tsx): the page asks its own address with PARTS_HEADER set to the version it shows,
// and is answered with the outer HTML of its parts (the elements marked PART_ATTRIBUTE) that changed since, or
// told to reload.
export const PART_ATTRIBUTE = "data-part";
export const PARTS_HEADER = "stichfest-parts";
/** Where a live page names the version it shows (read before its data), for the server to label its render. */
export const VERSION_ATTRIBUTE = "data-version";

/** The answer: the version the page shows from now on, and the parts that changed (id and outer HTML), or that it
 * must reload (its version is no longer known, or the page changed its shape). */
export type PartsAnswer = { v: string; parts: [string, string][] } | { v: string; reload: true };
