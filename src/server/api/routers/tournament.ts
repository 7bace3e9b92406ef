import { checkInAllEntrants, checkInAllEntrantsInput } from "../../services/entrants/check-in-all-entrants";
import { checkInEntrant, checkInEntrantInput } from "../../services/entrants/check-in-entrant";
import { createTournament, createTournamentInput } from "../../services/tournaments/create-tournament";
import { finishTournament, finishTournamentInput, reopenTournament, reopenTournamentInput } from "../../services/tournaments/finish-tournament";
import { getTournament, getTournamentInput } from "../../services/tournaments/get-tournament";
import { importEntrants, importEntrantsInput } from "../../services/entrants/import-entrants";
import { listClubTournaments, listClubTournamentsInput } from "../../services/tournaments/list-club-tournaments";
import { listEntrants, listEntrantsInput } from "../../services/entrants/list-entrants";
import { previewEntrantImport, previewEntrantImportInput } from "../../services/entrants/preview-entrant-import";
import { registerEntrant, registerEntrantInput } from "../../services/entrants/register-entrant";
import { updateEntrant, updateEntrantInput } from "../../services/entrants/update-entrant";
import { updateSchedule, updateScheduleInput } from "../../services/tournaments/update-schedule";
import { updateTournament, updateTournamentInput } from "../../services/tournaments/update-tournament";
import { withdrawEntrant, withdrawEntrantInput } from "../../services/entrants/withdraw-entrant";
import { createTRPCRouter, organizerProcedure } from "../trpc";

export const tournamentRouter = createTRPCRouter({
  create: organizerProcedure.input(createTournamentInput).mutation(({ ctx, input }) => createTournament({ ctx, input })),
  update: organizerProcedure.input(updateTournamentInput).mutation(({ ctx, input }) => updateTournament({ ctx, input })),
  finish: organizerProcedure.input(finishTournamentInput).mutation(({ ctx, input }) => finishTournament({ ctx, input })),
  reopen: organizerProcedure.input(reopenTournamentInput).mutation(({ ctx, input }) => reopenTournament({ ctx, input })),
  get: organizerProcedure.input(getTournamentInput).query(({ ctx, input }) => getTournament({ ctx, input })),
  listByClub: organizerProcedure
    .input(listClubTournamentsInput)
    .query(({ ctx, input }) => listClubTournaments({ ctx, input })),
  updateSchedule: organizerProcedure
    .input(updateScheduleInput)
    .mutation(({ ctx, input }) => updateSchedule({ ctx, input })),
  registerEntrant: organizerProcedure
    .input(registerEntrantInput)
    .mutation(({ ctx, input }) => registerEntrant({ ctx, input })),
  updateEntrant: organizerProcedure.input(updateEntrantInput).mutation(({ ctx, input }) => updateEntrant({ ctx, input })),
  checkIn: organizerProcedure.input(checkInEntrantInput).mutation(({ ctx, input }) => checkInEntrant({ ctx, input })),
  withdraw: organizerProcedure.input(withdrawEntrantInput).mutation(({ ctx, input }) => withdrawEntrant({ ctx, input })),
  listEntrants: organizerProcedure.input(listEntrantsInput).query(({ ctx, input }) => listEntrants({ ctx, input })),
  // Entrants by CSV (pairs or single players; the procedures keep their first names, the API the tests use): the
  // preview stores nothing (a mutation all the same: it is a check the organizer asks for).
  previewPairImport: organizerProcedure
    .input(previewEntrantImportInput)
    .mutation(({ ctx, input }) => previewEntrantImport({ ctx, input })),
  importPairs: organizerProcedure.input(importEntrantsInput).mutation(({ ctx, input }) => importEntrants({ ctx, input })),
  checkInAll: organizerProcedure
    .input(checkInAllEntrantsInput)
    .mutation(({ ctx, input }) => checkInAllEntrants({ ctx, input })),
});
