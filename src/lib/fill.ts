// A translated text's `{name}` filled in the browser: the server translates a client component's words (no
// next-intl in the public pages' scripts) and leaves in them what only the browser knows, as `{name}`.
/** Fills the `{name}` the server left in a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
