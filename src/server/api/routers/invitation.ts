import { acceptClubInvitation, acceptClubInvitationInput } from "../../services/clubs/accept-club-invitation";
import { declineClubInvitation, declineClubInvitationInput } from "../../services/clubs/decline-club-invitation";
import { invitationByToken, invitationByTokenInput } from "../../services/clubs/invitation-by-token";
import { listMyInvitations } from "../../services/clubs/list-my-invitations";
import { createTRPCRouter, organizerProcedure, publicProcedure } from "../trpc";

/** The invited side. The invitation's link (its token) is the proof: it is shown signed in or not, and accepting
 * or declining needs it. The list by email only reminds the account that a link is on its way. */
export const invitationRouter = createTRPCRouter({
  listMine: organizerProcedure.query(({ ctx }) => listMyInvitations({ ctx, input: undefined })),
  byToken: publicProcedure.input(invitationByTokenInput).query(({ ctx, input }) => invitationByToken({ ctx, input })),
  accept: organizerProcedure
    .input(acceptClubInvitationInput)
    .mutation(({ ctx, input }) => acceptClubInvitation({ ctx, input })),
  decline: organizerProcedure
    .input(declineClubInvitationInput)
    .mutation(({ ctx, input }) => declineClubInvitation({ ctx, input })),
});
