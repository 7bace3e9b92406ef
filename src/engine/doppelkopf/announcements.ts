// An- und Absagen: levels, deadlines by cards in hand, skipping, Erwiderung and the Hochzeit shift (TSR 6).
// Levels per party: 0 none, 1 Re/Kontra, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz.

export const RE = 0;
export const KONTRA = 1;
export type Party = typeof RE | typeof KONTRA;
export const PARTY_NAMES = ["re", "kontra"] as const;
export type PartyName = (typeof PARTY_NAMES)[number];

export const LEVEL_NAMES = ["none", "ansage", "k90", "k60", "k30", "schwarz"] as const;
export const ABSAGE_NAMES = ["k90", "k60", "k30", "schwarz"] as const;
export type AnnouncementName = "none" | "re" | "kontra" | (typeof ABSAGE_NAMES)[number];

/** Level of an announcement word for a party: "re"/"kontra" = 1 (only for its own party), k90..schwarz = 2..5;
 * -1 for an unknown word, -2 for the other party's word ("kontra" said by Re). "none" = 0. */
export function levelOf(word: unknown, party: number): number {
  switch (word) {
    case "none":
      return 0;
    case "re":
      return party === RE ? 1 : -2;
    case "kontra":
      return party === KONTRA ? 1 : -2;
    case "k90":
      return 2;
    case "k60":
      return 3;
    case "k30":
      return 4;
    case "schwarz":
      return 5;
    default:
      return -1;
  }
}

/** The word of a level for a party: 1 -> "re"/"kontra". */
export const wordOf = (level: number, party: number): AnnouncementName =>
  level === 1 ? PARTY_NAMES[party]! : (LEVEL_NAMES[level] as AnnouncementName);

/** Least cards in hand for an announcement of `level` (1..5), after the Hochzeit shift. */
export const deadlineFor = (deadlines: readonly number[], level: number, shift: number): number =>
  (deadlines[level - 1] as number) - shift;

export type AnnounceError = "ANNOUNCE_REPEATED" | "ANNOUNCE_TOO_LATE" | "ABSAGE_WITHOUT_ANSAGE" | "ABSAGE_AFTER_LATE_ERWIDERUNG";

/**
 * Checks an announcement raising `party` to `target` (1..5) by a player holding `cards` cards.
 * `level[p]` = the level each party has made, `lateErwiderung[p]` = 1 when that party's Ansage came only as an
 * Erwiderung (too late for a first Ansage). Returns null when legal and updates both arrays; else an error code.
 * Rules: skipping is allowed while every skipped level is still in time (TSR 6.4.3); an Erwiderung "Re"/"Kontra"
 * is allowed with one card fewer than the other party's announcement needed (TSR 6.4.4); Absagen after a late
 * Erwiderung are illegal (TSR 6.4.4 last sentence).
 */
export function applyAnnouncement(
  level: Int8Array | number[],
  lateErwiderung: Uint8Array | number[],
  party: number,
  target: number,
  cards: number,
  deadlines: readonly number[],
  shift: number,
): AnnounceError | null {
  const own = level[party] as number;
  if (target <= own) return "ANNOUNCE_REPEATED";
  if (own === 0) {
    // First Ansage of the party (possibly skipping to an Absage): the Ansage itself must be in time.
    if (cards >= deadlineFor(deadlines, 1, shift)) {
      level[party] = target;
      return null;
    }
    const other = level[1 - party] as number;
    if (target === 1 && other > 0 && cards >= deadlineFor(deadlines, other, shift) - 1) {
      level[party] = 1;
      lateErwiderung[party] = 1;
      return null;
    }
    if (target > 1 && cards >= deadlineFor(deadlines, target, shift)) return "ABSAGE_WITHOUT_ANSAGE";
    return "ANNOUNCE_TOO_LATE";
  }
  if (lateErwiderung[party]) return "ABSAGE_AFTER_LATE_ERWIDERUNG";
  // Every level from own+1 up to target must still be in time; deadlines do not increase, so the first decides.
  if (cards < deadlineFor(deadlines, own + 1, shift)) return "ANNOUNCE_TOO_LATE";
  level[party] = target;
  return null;
}

/** Could `party` still announce `target` with `cards` in hand? (No state change.) */
export function canAnnounce(
  level: ArrayLike<number>,
  lateErwiderung: ArrayLike<number>,
  party: number,
  target: number,
  cards: number,
  deadlines: readonly number[],
  shift: number,
): boolean {
  const l = [level[0] as number, level[1] as number];
  const e = [lateErwiderung[0] as number, lateErwiderung[1] as number];
  return applyAnnouncement(l, e, party, target, cards, deadlines, shift) === null;
}

export const ANNOUNCE_MESSAGES: Record<AnnounceError, [string, string]> = {
  ANNOUNCE_REPEATED: ["Diese An- oder Absage hat die Partei schon gemacht.", "That party already made this announcement."],
  ANNOUNCE_TOO_LATE: ["An- oder Absage zu spät (zu wenige Karten auf der Hand).", "Announcement too late (too few cards in hand)."],
  ABSAGE_WITHOUT_ANSAGE: [
    "Absage ohne Ansage der eigenen Partei (die Ansage ist nicht mehr rechtzeitig).",
    "Absage without an Ansage by the own party (the Ansage is no longer in time).",
  ],
  ABSAGE_AFTER_LATE_ERWIDERUNG: [
    "Absage nach einer Erwiderung, die als Erstansage zu spät gewesen wäre.",
    "Absage after an Erwiderung that would have been too late as a first Ansage.",
  ],
};
