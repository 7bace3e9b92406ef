import { discardDraftRound, discardDraftRoundInput } from "../../services/rounds/discard-draft-round";
import { extendTableTime, extendTableTimeInput } from "../../services/results/extend-table-time";
import { getRound, getRoundInput } from "../../services/rounds/get-round";
import { listRounds, listRoundsInput } from "../../services/rounds/list-rounds";
import { drawRound, drawRoundInput } from "../../services/rounds/draw-round";
import { publishRound, publishRoundInput } from "../../services/rounds/publish-round";
import { startRoundClock, startRoundClockInput } from "../../services/rounds/start-round-clock";
import { swapEntrants, swapEntrantsInput } from "../../services/rounds/swap-entrants";
import { createTRPCRouter, organizerProcedure } from "../trpc";

export const roundRouter = createTRPCRouter({
  pair: organizerProcedure.input(drawRoundInput).mutation(({ ctx, input }) => drawRound({ ctx, input })),
  swap: organizerProcedure.input(swapEntrantsInput).mutation(({ ctx, input }) => swapEntrants({ ctx, input })),
  discardDraft: organizerProcedure
    .input(discardDraftRoundInput)
    .mutation(({ ctx, input }) => discardDraftRound({ ctx, input })),
  publish: organizerProcedure.input(publishRoundInput).mutation(({ ctx, input }) => publishRound({ ctx, input })),
  get: organizerProcedure.input(getRoundInput).query(({ ctx, input }) => getRound({ ctx, input })),
  list: organizerProcedure.input(listRoundsInput).query(({ ctx, input }) => listRounds({ ctx, input })),
  startClock: organizerProcedure.input(startRoundClockInput).mutation(({ ctx, input }) => startRoundClock({ ctx, input })),
  extendTable: organizerProcedure.input(extendTableTimeInput).mutation(({ ctx, input }) => extendTableTime({ ctx, input })),
});
