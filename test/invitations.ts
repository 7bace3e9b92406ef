// Puts an account into a club the only way there is: an owner invites its email and the account accepts with the
// invitation's link (its token).
import type { Database } from "../src/server/db";
import type { ClubRole } from "../src/server/db/schema";
import type { SessionUser } from "../src/server/services/_shared/context";
import { callerFor } from "./services";

export async function joinClub(db: Database, owner: SessionUser, clubId: string, user: SessionUser, role: ClubRole) {
  const invitation = await callerFor(db, owner).club.inviteOrganizer({ clubId, email: user.email, role });
  return callerFor(db, user).invitation.accept({ token: invitation.token });
}
