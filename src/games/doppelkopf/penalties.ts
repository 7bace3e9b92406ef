// Penalty points at a Doppelkopf table (TSR 9): the class of
// the offence decides the points, by position. Zero-sum except the unsporting deduction (no credit to the others);
// in a solo the TSR credits the soloist alone where a Kontra player's offence could harm him.

export const penaltyClasses = ["minor", "serious", "unsporting"] as const;
export type PenaltyClass = (typeof penaltyClasses)[number];

export interface PenaltyInput {
  /** Positions at the table (4 or 5). */
  size: number;
  /** The position that sits out the game (at five), or null. */
  sitsOut: number | null;
  offender: number;
  class: PenaltyClass;
  /** Serious: the Absagen the other party made before the offence (TSR 9.4.3 k); in a solo the soloist's. */
  absagen?: number;
  /** Unsporting: the deduction, 1 to 12 (TSR 9.7.2 b). */
  deduction?: number;
  /** The soloist's position when the game is a solo, else null. */
  soloist: number | null;
  /** Minor by a Kontra player in a solo: whether the offence could harm the soloist (TSR 9.3.3 b1). */
  harmsSoloist?: boolean;
}

export interface PenaltyError {
  field: "offender" | "absagen" | "deduction" | "soloist";
  de: string;
  en: string;
}

/** The points by position, or the reason the entry cannot be. */
export function penaltyPoints(p: PenaltyInput): { ok: true; points: number[] } | { ok: false; error: PenaltyError } {
  const active = Array.from({ length: p.size }, (_, i) => i).filter((i) => i !== p.sitsOut);
  if (!active.includes(p.offender))
    return { ok: false, error: { field: "offender", de: "Der Spieler spielt dieses Spiel nicht mit.", en: "This player does not play this game." } };
  if (p.soloist !== null && !active.includes(p.soloist))
    return { ok: false, error: { field: "soloist", de: "Der Solist spielt dieses Spiel nicht mit.", en: "The soloist does not play this game." } };
  const points = new Array<number>(p.size).fill(0);
  const byKontraInSolo = p.soloist !== null && p.offender !== p.soloist;
  const others = active.filter((i) => i !== p.offender);
  if (p.class === "unsporting") {
    const d = p.deduction ?? 0;
    if (!Number.isInteger(d) || d < 1 || d > 12)
      return { ok: false, error: { field: "deduction", de: "Ein Abzug ist 1 bis 12 Punkte.", en: "A deduction is 1 to 12 points." } };
    points[p.offender] = -d;
    return { ok: true, points };
  }
  if (p.class === "minor") {
    points[p.offender] = -3;
    if (byKontraInSolo && p.harmsSoloist) points[p.soloist!] = 3;
    else for (const i of others) points[i] = 1;
    return { ok: true, points };
  }
  const k = p.absagen ?? 0;
  // TSR 6.3.4 knows four Absagen (keine 90, 60, 30, schwarz); 9.4.3/9.4.4 price k from 0 to 4.
  if (!Number.isInteger(k) || k < 0 || k > 4)
    return { ok: false, error: { field: "absagen", de: "Absagen: 0 bis 4 (keine 90, 60, 30, schwarz).", en: "Announcements before: 0 to 4 (no 90, 60, 30, no trick)." } };
  points[p.offender] = -(12 + 3 * k);
  if (byKontraInSolo) points[p.soloist!] = 12 + 3 * k;
  else for (const i of others) points[i] = 4 + k;
  return { ok: true, points };
}

/** Each position's total with the penalties given at the table added (TSR 9). */
export function withPenalties(totals: readonly number[], penalties: readonly (readonly number[])[]): number[] {
  return totals.map((total, position) => total + penalties.reduce((n, points) => n + (points[position] ?? 0), 0));
}
