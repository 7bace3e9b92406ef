// Splits the one-field name typed at the venue ("Anna Schmidt") into first and last name.

/** Words that begin a German or Dutch surname: "Anna von der Heide" is Anna / von der Heide. */
const SURNAME_PARTICLES = new Set(["von", "vom", "van", "de", "der", "den", "zu", "zum", "zur", "ter", "ten", "da", "di", "du", "del", "la", "le", "op"]);

/** "Vorname Nachname" or "Nachname, Vorname"; null when there are not two parts. */
export function splitFullName(full: string): { firstName: string; lastName: string } | null {
  const text = full.trim().replace(/\s+/g, " ");
  const comma = text.indexOf(",");
  if (comma >= 0) {
    const lastName = text.slice(0, comma).trim();
    const firstName = text.slice(comma + 1).trim();
    return lastName && firstName ? { firstName, lastName } : null;
  }
  const words = text.split(" ").filter(Boolean);
  if (words.length < 2) return null;
  let cut = words.length - 1; // by default the last word is the surname (double first names stay together)
  const particle = words.findIndex((w, i) => i > 0 && SURNAME_PARTICLES.has(w.toLowerCase()));
  if (particle > 0) cut = particle;
  return { firstName: words.slice(0, cut).join(" "), lastName: words.slice(cut).join(" ") };
}
