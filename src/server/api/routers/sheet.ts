// Game sheets (issue 13): anyone keeps his own, with an account or on this device without one (the services check
// the owner: sheets/sheet-access.ts); an account takes over the device's sheets; the share link reads one, read-only.
import { correctSheetDeal, correctSheetDealInput, undoSheetDeal, undoSheetDealInput } from "../../services/sheets/change-sheet-deal";
import { claimDeviceSheets } from "../../services/sheets/claim-sheets";
import { createSheet, createSheetInput } from "../../services/sheets/create-sheet";
import { enterSheetDeal, enterSheetDealInput } from "../../services/sheets/enter-sheet-deal";
import { finishSheet, finishSheetInput } from "../../services/sheets/finish-sheet";
import { getSheet, getSheetInput, listSheets, sharedSheet, sharedSheetInput } from "../../services/sheets/read-sheets";
import { changeShareLink, shareLinkInput } from "../../services/sheets/share-link";
import { requireKeeper } from "../../services/sheets/sheet-access";
import { sheetStats } from "../../services/sheets/sheet-stats";
import { createTRPCRouter, publicProcedure, signedInProcedure } from "../trpc";

/** An account or a game-sheet device (its cookie); which sheet it may touch is the service's check. */
const keeperProcedure = publicProcedure.use(({ ctx, next }) => {
  requireKeeper(ctx);
  return next({ ctx });
});

export const sheetRouter = createTRPCRouter({
  create: keeperProcedure.input(createSheetInput).mutation(({ ctx, input }) => createSheet({ ctx, input })),
  get: keeperProcedure.input(getSheetInput).query(({ ctx, input }) => getSheet({ ctx, input })),
  /** Empty for a caller with neither account nor device. */
  list: publicProcedure.query(({ ctx }) => listSheets({ ctx, input: undefined })),
  enterDeal: keeperProcedure.input(enterSheetDealInput).mutation(({ ctx, input }) => enterSheetDeal({ ctx, input })),
  undoDeal: keeperProcedure.input(undoSheetDealInput).mutation(({ ctx, input }) => undoSheetDeal({ ctx, input })),
  correctDeal: keeperProcedure.input(correctSheetDealInput).mutation(({ ctx, input }) => correctSheetDeal({ ctx, input })),
  finish: keeperProcedure.input(finishSheetInput).mutation(({ ctx, input }) => finishSheet({ ctx, input })),
  shareLink: keeperProcedure.input(shareLinkInput).mutation(({ ctx, input }) => changeShareLink({ ctx, input })),
  claimDevice: signedInProcedure.mutation(({ ctx }) => claimDeviceSheets({ ctx, input: undefined })),
  stats: publicProcedure.query(({ ctx }) => sheetStats({ ctx, input: undefined })),
  shared: publicProcedure.input(sharedSheetInput).query(({ ctx, input }) => sharedSheet({ ctx, input })),
});
