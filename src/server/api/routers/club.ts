import { createClub, createClubInput } from "../../services/clubs/create-club";
import { getClub, getClubInput } from "../../services/clubs/get-club";
import { inviteClubOrganizer, inviteClubOrganizerInput } from "../../services/clubs/invite-club-organizer";
import { listClubInvitations, listClubInvitationsInput } from "../../services/clubs/list-club-invitations";
import { listMyClubs } from "../../services/clubs/list-my-clubs";
import { renewInvitationLink, renewInvitationLinkInput } from "../../services/clubs/renew-invitation-link";
import { removeClubOrganizer, removeClubOrganizerInput } from "../../services/clubs/remove-club-organizer";
import { updateClub, updateClubInput } from "../../services/clubs/update-club";
import { withdrawClubInvitation, withdrawClubInvitationInput } from "../../services/clubs/withdraw-club-invitation";
import { withInvitationMail } from "../../mail/invitation-mail";
import { createTRPCRouter, organizerProcedure } from "../trpc";

export const clubRouter = createTRPCRouter({
  create: organizerProcedure.input(createClubInput).mutation(({ ctx, input }) => createClub({ ctx, input })),
  listMine: organizerProcedure.query(({ ctx }) => listMyClubs({ ctx, input: undefined })),
  get: organizerProcedure.input(getClubInput).query(({ ctx, input }) => getClub({ ctx, input })),
  update: organizerProcedure.input(updateClubInput).mutation(({ ctx, input }) => updateClub({ ctx, input })),
  // Owners invite and pass the link on; nobody joins a club without accepting with it (routers/invitation.ts).
  inviteOrganizer: organizerProcedure
    .input(inviteClubOrganizerInput)
    .mutation(async ({ ctx, input }) => withInvitationMail(await inviteClubOrganizer({ ctx, input }), ctx.user.name)),
  listInvitations: organizerProcedure
    .input(listClubInvitationsInput)
    .query(({ ctx, input }) => listClubInvitations({ ctx, input })),
  withdrawInvitation: organizerProcedure
    .input(withdrawClubInvitationInput)
    .mutation(({ ctx, input }) => withdrawClubInvitation({ ctx, input })),
  renewInvitationLink: organizerProcedure
    .input(renewInvitationLinkInput)
    .mutation(async ({ ctx, input }) => withInvitationMail(await renewInvitationLink({ ctx, input }), ctx.user.name)),
  removeOrganizer: organizerProcedure
    .input(removeClubOrganizerInput)
    .mutation(({ ctx, input }) => removeClubOrganizer({ ctx, input })),
});
