import { addClubOrganizer, addClubOrganizerInput } from "../../services/add-club-organizer";
import { createClub, createClubInput } from "../../services/create-club";
import { getClub, getClubInput } from "../../services/get-club";
import { listMyClubs } from "../../services/list-my-clubs";
import { removeClubOrganizer, removeClubOrganizerInput } from "../../services/remove-club-organizer";
import { updateClub, updateClubInput } from "../../services/update-club";
import { createTRPCRouter, organizerProcedure } from "../trpc";

export const clubRouter = createTRPCRouter({
  create: organizerProcedure.input(createClubInput).mutation(({ ctx, input }) => createClub({ ctx, input })),
  listMine: organizerProcedure.query(({ ctx }) => listMyClubs({ ctx, input: undefined })),
  get: organizerProcedure.input(getClubInput).query(({ ctx, input }) => getClub({ ctx, input })),
  update: organizerProcedure.input(updateClubInput).mutation(({ ctx, input }) => updateClub({ ctx, input })),
  addOrganizer: organizerProcedure
    .input(addClubOrganizerInput)
    .mutation(({ ctx, input }) => addClubOrganizer({ ctx, input })),
  removeOrganizer: organizerProcedure
    .input(removeClubOrganizerInput)
    .mutation(({ ctx, input }) => removeClubOrganizer({ ctx, input })),
});
