// The one rule for lists of people sorted by name, in the office and on the public pages (decision 61): German
// collation (ä with a, ß with ss, case ignored, DIN 5007-1 as Intl's "de" does it), by surname with its name
// particles left aside ("von der Heide" under H, as German phone books and the federations file it), then by
// first name. PostgreSQL's collation differs from PGlite's "C", so lists are sorted here, after reading.

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** Words that lead a surname without being where it is filed: "von der Heide", "van Basten", "de Vries". */
const PARTICLES = new Set([
  "von", "vom", "van", "de", "der", "den", "des", "del", "della", "di", "da", "do", "dos", "das", "du", "zu", "zum",
  "zur", "ten", "ter", "te", "op", "la", "le", "les", "und", // "und" for "von und zu"
]);

const isParticle = (word: string) => PARTICLES.has(word.toLocaleLowerCase("de"));
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);

/** The surname as it is filed: its leading particles dropped, though never all of it ("Van" alone stays). */
export function filedSurname(lastName: string): string {
  const w = words(lastName);
  let i = 0;
  while (i < w.length - 1 && isParticle(w[i]!)) i++;
  return w.slice(i).join(" ");
}

/** A name held as one text (typed at the venue, a guest, a sheet's player, a public page's player): "Nachname,
 * Vorname", or "Vorname Nachname" where the surname starts at its first particle after the first word, else it is
 * the last word (double first names stay together). "Anna von der Heide" is Anna / von der Heide; one word is a
 * surname alone. */
export function splitFullName(full: string): PersonName {
  const text = full.trim().replace(/\s+/g, " ");
  const comma = text.indexOf(",");
  if (comma >= 0) return { firstName: text.slice(comma + 1).trim(), lastName: text.slice(0, comma).trim() };
  const w = words(text);
  if (w.length <= 1) return { firstName: "", lastName: w[0] ?? "" };
  const particle = w.findIndex((word, i) => i > 0 && isParticle(word));
  const cut = particle > 0 ? particle : w.length - 1;
  return { firstName: w.slice(0, cut).join(" "), lastName: w.slice(cut).join(" ") };
}

const base = new Intl.Collator("de", { sensitivity: "base", numeric: true });
// Names equal at base ("Müller", "muller") still get one order, so a list does not change from one read to the next.
const exact = new Intl.Collator("de", { sensitivity: "variant", numeric: true });

/** Filed surname, first name, then the whole surname with its particles, then case and accents. */
export function comparePersons(a: PersonName, b: PersonName): number {
  return (
    base.compare(filedSurname(a.lastName), filedSurname(b.lastName)) ||
    base.compare(a.firstName.trim(), b.firstName.trim()) ||
    base.compare(a.lastName.trim(), b.lastName.trim()) ||
    exact.compare(a.lastName, b.lastName) ||
    exact.compare(a.firstName, b.firstName)
  );
}

/** comparePersons for names held as one text. */
export function compareFullNames(a: string, b: string): number {
  return comparePersons(splitFullName(a), splitFullName(b));
}

/** A sorted copy of `items` by the person each names. */
export function sortByPerson<T>(items: readonly T[], person: (item: T) => PersonName): T[] {
  const keyed = items.map((item) => ({ item, name: person(item) }));
  return keyed.sort((x, y) => comparePersons(x.name, y.name)).map((k) => k.item);
}
