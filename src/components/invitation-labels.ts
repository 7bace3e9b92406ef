// Shared by the owner's and the invited person's invitation lists. The role names are in the `clubs`
// catalogue under roles.<role>.

export type InvitationRole = "owner" | "organizer";

/** The last day an invitation can be accepted, in the reader's date format (fixed zone: server and browser agree). */
export function untilDate(expiresAt: Date, locale: string): string {
  return expiresAt.toLocaleDateString(locale, { timeZone: "Europe/Berlin" });
}

/** The page an invitation's link opens, on the address the owner's page was served from. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/einladung/${token}`;
}
