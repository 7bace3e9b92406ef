import { closeRound, closeRoundInput } from "../../services/rounds/close-round";
import { correctDeal, correctDealInput } from "../../services/results/correct-deal";
import { getMatch, getMatchInput } from "../../games/klammern/office-match";
import { givePenalty, givePenaltyInput, takeBackPenalty, takeBackPenaltyInput } from "../../services/results/penalties";
import { signPenalty, signPenaltyInput } from "../../services/results/penalty-signature";
import { getSpielliste, getSpiellisteInput } from "../../services/results/get-spielliste";
import { getRoundResults, getRoundResultsInput } from "../../services/results/get-round-results";
import { getStandings, getStandingsInput } from "../../services/results/get-standings";
import { getPlayerStandings, getPlayerStandingsInput } from "../../services/results/player-standings";
import { listAuditLog, listAuditLogInput } from "../../services/tournaments/list-audit-log";
import { strikeGames, strikeGamesInput } from "../../services/results/strike-games";
import { submitDeal, submitDealInput } from "../../services/results/submit-deal";
import { undoLastDeal, undoLastDealInput } from "../../services/results/undo-last-deal";
import { createTRPCRouter, organizerProcedure } from "../trpc";

/** Deal results, closing rounds, corrections with their audit trail, standings (organizer side). */
export const resultRouter = createTRPCRouter({
  submitDeal: organizerProcedure.input(submitDealInput).mutation(({ ctx, input }) => submitDeal({ ctx, input })),
  undoLastDeal: organizerProcedure.input(undoLastDealInput).mutation(({ ctx, input }) => undoLastDeal({ ctx, input })),
  getMatch: organizerProcedure.input(getMatchInput).query(({ ctx, input }) => getMatch({ ctx, input })),
  getSpielliste: organizerProcedure.input(getSpiellisteInput).query(({ ctx, input }) => getSpielliste({ ctx, input })),
  roundResults: organizerProcedure.input(getRoundResultsInput).query(({ ctx, input }) => getRoundResults({ ctx, input })),
  closeRound: organizerProcedure.input(closeRoundInput).mutation(({ ctx, input }) => closeRound({ ctx, input })),
  correctDeal: organizerProcedure.input(correctDealInput).mutation(({ ctx, input }) => correctDeal({ ctx, input })),
  givePenalty: organizerProcedure.input(givePenaltyInput).mutation(({ ctx, input }) => givePenalty({ ctx, input })),
  signPenalty: organizerProcedure.input(signPenaltyInput).mutation(({ ctx, input }) => signPenalty({ ctx, input })),
  takeBackPenalty: organizerProcedure.input(takeBackPenaltyInput).mutation(({ ctx, input }) => takeBackPenalty({ ctx, input })),
  strikeGames: organizerProcedure.input(strikeGamesInput).mutation(({ ctx, input }) => strikeGames({ ctx, input })),
  auditLog: organizerProcedure.input(listAuditLogInput).query(({ ctx, input }) => listAuditLog({ ctx, input })),
  standings: organizerProcedure.input(getStandingsInput).query(({ ctx, input }) => getStandings({ ctx, input })),
  playerStandings: organizerProcedure.input(getPlayerStandingsInput).query(({ ctx, input }) => getPlayerStandings({ ctx, input })),
});
