// The mail that carries a club invitation's link, in German and then English (the invitee's language is not
// known). Sent only when the server has mail settings; the owner sees the link either way.
import type { ClubRole } from "../db/schema";
import { currentMailer } from "./mailer";

export interface InvitationToMail {
  email: string;
  token: string;
  clubName: string;
  role: ClubRole;
  expiresAt: Date;
}

const ROLE = { owner: ["Eigentümer", "owner"], organizer: ["Turnierleitung", "tournament director"] } as const;

/** The invitation with `mailed`: true when the mail server took the mail, false when it refused or could not be
 * reached (logged, the invitation stays), null when the server has no mail settings. */
export async function withInvitationMail<T extends InvitationToMail>(
  invitation: T,
  inviterName: string,
): Promise<T & { mailed: boolean | null }> {
  const mailer = currentMailer();
  if (!mailer) return { ...invitation, mailed: null };
  const link = `${mailer.linkBase}/einladung/${invitation.token}`;
  const day = (locale: string) => invitation.expiresAt.toLocaleDateString(locale, { timeZone: "Europe/Berlin" });
  const [roleDe, roleEn] = ROLE[invitation.role];
  try {
    await mailer.send({
      to: invitation.email,
      subject: `Einladung in den Verein ${invitation.clubName} / Invitation to ${invitation.clubName}`,
      text: [
        `${inviterName} lädt Sie in den Verein „${invitation.clubName}“ auf Stichfest ein, als ${roleDe}.`,
        `Zum Annehmen öffnen Sie diesen Link (gültig bis ${day("de")}, einmal):`,
        "",
        link,
        "",
        "Wenn Sie die Einladung nicht erwartet haben, ignorieren Sie diese E-Mail einfach.",
        "",
        "---",
        "",
        `${inviterName} invites you to the club "${invitation.clubName}" on Stichfest, as ${roleEn}.`,
        `To accept, open this link (valid until ${day("en")}, once):`,
        "",
        link,
        "",
        "If you did not expect this invitation, simply ignore this email.",
      ].join("\n"),
    });
    return { ...invitation, mailed: true };
  } catch (e) {
    console.error(`[stichfest] invitation mail not sent: ${(e as Error).message}`);
    return { ...invitation, mailed: false };
  }
}
