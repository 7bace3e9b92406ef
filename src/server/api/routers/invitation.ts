import { acceptClubInvitation, acceptClubInvitationInput } from "../../services/clubs/accept-club-invitation";
import { declineClubInvitation, declineClubInvitationInput } from "../../services/clubs/decline-club-invitation";
import { listMyInvitations } from "../../services/clubs/list-my-invitations";
import { createTRPCRouter, organizerProcedure } from "../trpc";

/** The invited side: the signed-in account's own pending invitations. */
export const invitationRouter = createTRPCRouter({
  listMine: organizerProcedure.query(({ ctx }) => listMyInvitations({ ctx, input: undefined })),
  accept: organizerProcedure
    .input(acceptClubInvitationInput)
    .mutation(({ ctx, input }) => acceptClubInvitation({ ctx, input })),
  decline: organizerProcedure
    .input(declineClubInvitationInput)
    .mutation(({ ctx, input }) => declineClubInvitation({ ctx, input })),
});
