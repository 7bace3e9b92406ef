// Shared by the owner's and the invited person's invitation lists.
export const ROLE_NAMES = { owner: "Eigentümer", organizer: "Turnierleitung" } as const;

/** The last day an invitation can be accepted, as German clubs read dates (fixed zone: server and browser agree). */
export function untilDate(expiresAt: Date): string {
  return expiresAt.toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" });
}
