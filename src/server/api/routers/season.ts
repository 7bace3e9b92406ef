// Seasons (ranking lists) for organizers; the public season pages read the services directly (src/app/s).
import { addSeasonEvent, seasonEventInput } from "../../services/seasons/add-season-event";
import { createSeason } from "../../services/seasons/create-season";
import { getSeason, getSeasonInput } from "../../services/seasons/get-season";
import { inviteSeasonClub, inviteSeasonClubInput } from "../../services/seasons/invite-season-club";
import { joinSeason, joinSeasonInput } from "../../services/seasons/join-season";
import { listClubSeasons, listClubSeasonsInput } from "../../services/seasons/list-club-seasons";
import { seasonMergeInput } from "../../services/seasons/merge-input";
import { mergeSeasonPlayers } from "../../services/seasons/merge-season-players";
import { previewSeasonMerge } from "../../services/seasons/preview-season-merge";
import { removeSeasonEvent } from "../../services/seasons/remove-season-event";
import { createSeasonInput } from "../../services/seasons/season-fields";
import { undoSeasonMerge, undoSeasonMergeInput } from "../../services/seasons/undo-season-merge";
import { updateSeason, updateSeasonInput } from "../../services/seasons/update-season";
import { createTRPCRouter, organizerProcedure } from "../trpc";

export const seasonRouter = createTRPCRouter({
  create: organizerProcedure.input(createSeasonInput).mutation(({ ctx, input }) => createSeason({ ctx, input })),
  update: organizerProcedure.input(updateSeasonInput).mutation(({ ctx, input }) => updateSeason({ ctx, input })),
  get: organizerProcedure.input(getSeasonInput).query(({ ctx, input }) => getSeason({ ctx, input })),
  listForClub: organizerProcedure.input(listClubSeasonsInput).query(({ ctx, input }) => listClubSeasons({ ctx, input })),
  addEvent: organizerProcedure.input(seasonEventInput).mutation(({ ctx, input }) => addSeasonEvent({ ctx, input })),
  removeEvent: organizerProcedure.input(seasonEventInput).mutation(({ ctx, input }) => removeSeasonEvent({ ctx, input })),
  inviteClub: organizerProcedure.input(inviteSeasonClubInput).mutation(({ ctx, input }) => inviteSeasonClub({ ctx, input })),
  join: organizerProcedure.input(joinSeasonInput).mutation(({ ctx, input }) => joinSeason({ ctx, input })),
  previewMerge: organizerProcedure.input(seasonMergeInput).query(({ ctx, input }) => previewSeasonMerge({ ctx, input })),
  merge: organizerProcedure.input(seasonMergeInput).mutation(({ ctx, input }) => mergeSeasonPlayers({ ctx, input })),
  undoMerge: organizerProcedure.input(undoSeasonMergeInput).mutation(({ ctx, input }) => undoSeasonMerge({ ctx, input })),
});
