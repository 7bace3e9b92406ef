// The words of the public pages' client components, as the server passes them (live-words.ts translates them):
// plain strings, so that those pages ship no next-intl to the browser (docs/i18n.md). A value only the browser
// knows (the time left, a page number) stays in the text as `{name}`, and fill (src/lib/fill.ts) puts it in.

export interface LiveRefreshWords {
  live: string;
  offline: string;
}

export interface FitPagesWords {
  /** {page}, {pages} */
  page: string;
}

export interface RoundClockWords {
  /** {round}, {left}, {end}; the time left between <b> and </b> */
  left: string;
  /** {round}, {end} */
  over: string;
  /** {round} */
  done: string;
  /** {round}, {start} */
  next: string;
  /** By table size: {end} */
  sizeUntil: Record<number, string>;
}
