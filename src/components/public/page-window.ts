// How much of a large event the public page shows at once: one page of the shown round's tables and one page of the
// standings, chosen by the address (?tische=2, ?plaetze=3, ?runde=1), so the page a phone loads and every live
// refresh of it stay the same size at 1,000 tables as at 10. A name or number finds everyone else (the player page).

/** Tables of a round on one page: 20 rows of the two-column grid on a tablet. */
export const TABLES_PER_PAGE = 40;
/** Standings rows on one page: the top of the list on a phone, a few screens long. */
export const ROWS_PER_PAGE = 50;

export interface PageSlice {
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  /** The items shown: from (inclusive) to (exclusive). */
  from: number;
  to: number;
  total: number;
}

/** The page `requested` (the address's value) of `total` items; anything but a page number in range is page 1. */
export function pageSlice(total: number, perPage: number, requested: string | string[] | undefined): PageSlice {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const n = typeof requested === "string" && /^\d{1,6}$/.test(requested) ? Number(requested) : 1;
  const page = n >= 1 && n <= pages ? n : 1;
  const from = (page - 1) * perPage;
  return { page, pages, from, to: Math.min(total, from + perPage), total };
}

/** The address `path` with the query `changes` applied (undefined or page 1 drops a parameter) and `hash`. */
export function pageHref(path: string, query: Readonly<Record<string, string | string[] | undefined>>, changes: Readonly<Record<string, number | undefined>>, hash: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === "string" && !(key in changes)) params.set(key, value);
  for (const [key, value] of Object.entries(changes)) if (value !== undefined && !(key !== "runde" && value === 1)) params.set(key, String(value));
  const text = params.toString();
  return `${path}${text ? `?${text}` : ""}#${hash}`;
}
