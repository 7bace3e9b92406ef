// Game sheets for one table (issue 13): any signed-in account keeps its own; the share link reads one, read-only.
import { correctSheetDeal, correctSheetDealInput, undoSheetDeal, undoSheetDealInput } from "../../services/sheets/change-sheet-deal";
import { createSheet, createSheetInput } from "../../services/sheets/create-sheet";
import { enterSheetDeal, enterSheetDealInput } from "../../services/sheets/enter-sheet-deal";
import { finishSheet, finishSheetInput } from "../../services/sheets/finish-sheet";
import { getSheet, getSheetInput, listSheets, sharedSheet, sharedSheetInput } from "../../services/sheets/read-sheets";
import { sheetStats } from "../../services/sheets/sheet-stats";
import { createTRPCRouter, publicProcedure, signedInProcedure } from "../trpc";

export const sheetRouter = createTRPCRouter({
  create: signedInProcedure.input(createSheetInput).mutation(({ ctx, input }) => createSheet({ ctx, input })),
  get: signedInProcedure.input(getSheetInput).query(({ ctx, input }) => getSheet({ ctx, input })),
  list: signedInProcedure.query(({ ctx }) => listSheets({ ctx, input: undefined })),
  enterDeal: signedInProcedure.input(enterSheetDealInput).mutation(({ ctx, input }) => enterSheetDeal({ ctx, input })),
  undoDeal: signedInProcedure.input(undoSheetDealInput).mutation(({ ctx, input }) => undoSheetDeal({ ctx, input })),
  correctDeal: signedInProcedure.input(correctSheetDealInput).mutation(({ ctx, input }) => correctSheetDeal({ ctx, input })),
  finish: signedInProcedure.input(finishSheetInput).mutation(({ ctx, input }) => finishSheet({ ctx, input })),
  stats: signedInProcedure.query(({ ctx }) => sheetStats({ ctx, input: undefined })),
  shared: publicProcedure.input(sharedSheetInput).query(({ ctx, input }) => sharedSheet({ ctx, input })),
});
