import { createClub, createClubInput } from "../../services/create-club";
import { getClub, getClubInput } from "../../services/get-club";
import { inviteClubOrganizer, inviteClubOrganizerInput } from "../../services/invite-club-organizer";
import { listClubInvitations, listClubInvitationsInput } from "../../services/list-club-invitations";
import { listMyClubs } from "../../services/list-my-clubs";
import { removeClubOrganizer, removeClubOrganizerInput } from "../../services/remove-club-organizer";
import { updateClub, updateClubInput } from "../../services/update-club";
import { withdrawClubInvitation, withdrawClubInvitationInput } from "../../services/withdraw-club-invitation";
import { createTRPCRouter, organizerProcedure } from "../trpc";

export const clubRouter = createTRPCRouter({
  create: organizerProcedure.input(createClubInput).mutation(({ ctx, input }) => createClub({ ctx, input })),
  listMine: organizerProcedure.query(({ ctx }) => listMyClubs({ ctx, input: undefined })),
  get: organizerProcedure.input(getClubInput).query(({ ctx, input }) => getClub({ ctx, input })),
  update: organizerProcedure.input(updateClubInput).mutation(({ ctx, input }) => updateClub({ ctx, input })),
  // Owners invite; nobody joins a club without accepting (routers/invitation.ts).
  inviteOrganizer: organizerProcedure
    .input(inviteClubOrganizerInput)
    .mutation(({ ctx, input }) => inviteClubOrganizer({ ctx, input })),
  listInvitations: organizerProcedure
    .input(listClubInvitationsInput)
    .query(({ ctx, input }) => listClubInvitations({ ctx, input })),
  withdrawInvitation: organizerProcedure
    .input(withdrawClubInvitationInput)
    .mutation(({ ctx, input }) => withdrawClubInvitation({ ctx, input })),
  removeOrganizer: organizerProcedure
    .input(removeClubOrganizerInput)
    .mutation(({ ctx, input }) => removeClubOrganizer({ ctx, input })),
});
