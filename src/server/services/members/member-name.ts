// Splits the one-field name typed at the venue ("Anna Schmidt") into first and last name, by the rule the sorted
// lists file a name by (src/lib/person-sort: "Anna von der Heide" is Anna / von der Heide).
import { splitFullName as splitName } from "@/lib/person-sort";

/** "Vorname Nachname" or "Nachname, Vorname"; null when there are not two parts. */
export function splitFullName(full: string): { firstName: string; lastName: string } | null {
  const name = splitName(full);
  return name.firstName && name.lastName ? name : null;
}
