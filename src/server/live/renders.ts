// The public pages' refreshes as Next rendered them (http/shared-refresh.ts), which the live hub keeps per version
// of a tournament like the snapshots: what one render keeps, and the renders of one version.

/** What is kept of Next's answer: status, Next's own headers (not the per-request security headers) and body. */
export interface Rendered {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The renders of one version of a tournament, by key (the live hub's versioned cache holds one such map). */
export type Renders = Map<string, Promise<Rendered | null>>;
