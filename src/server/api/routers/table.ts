// Table entry (issue 6): organizer procedures for codes and takeovers, captain procedures for the entry page.
// Captain sign-in runs as a server action (src/app/tisch/actions.ts), since it sets the HttpOnly cookie.
import { approveTakeover, approveTakeoverInput } from "../../services/table-entry/approve-takeover";
import { confirmMatch, confirmMatchInput } from "../../services/table-entry/confirm-match";
import { notePenalty, notePenaltyInput } from "../../services/table-entry/note-penalty";
import { getCaptainMatch, getCaptainMatchInput } from "../../services/table-entry/get-captain-match";
import { issueTableCodes, issueTableCodesInput } from "../../services/table-entry/issue-table-codes";
import { listTableCodes, roundRefInput } from "../../services/table-entry/list-table-codes";
import { reissueTableCode, reissueTableCodeInput } from "../../services/table-entry/reissue-table-code";
import { revokeTableCode, revokeTableCodeInput } from "../../services/table-entry/revoke-table-code";
import { submitCaptainDeal, submitCaptainDealInput } from "../../services/table-entry/submit-captain-deal";
import { undoCaptainDeal, undoCaptainDealInput } from "../../services/table-entry/undo-captain-deal";
import { captainProcedure, createTRPCRouter, organizerProcedure } from "../trpc";

export const tableRouter = createTRPCRouter({
  issueCodes: organizerProcedure.input(issueTableCodesInput).mutation(({ ctx, input }) => issueTableCodes({ ctx, input })),
  listCodes: organizerProcedure.input(roundRefInput).query(({ ctx, input }) => listTableCodes({ ctx, input })),
  revokeCode: organizerProcedure.input(revokeTableCodeInput).mutation(({ ctx, input }) => revokeTableCode({ ctx, input })),
  reissueCode: organizerProcedure.input(reissueTableCodeInput).mutation(({ ctx, input }) => reissueTableCode({ ctx, input })),
  approveTakeover: organizerProcedure.input(approveTakeoverInput).mutation(({ ctx, input }) => approveTakeover({ ctx, input })),

  match: captainProcedure.input(getCaptainMatchInput).query(({ ctx, input }) => getCaptainMatch({ ctx, input })),
  submitDeal: captainProcedure.input(submitCaptainDealInput).mutation(({ ctx, input }) => submitCaptainDeal({ ctx, input })),
  undoDeal: captainProcedure.input(undoCaptainDealInput).mutation(({ ctx, input }) => undoCaptainDeal({ ctx, input })),
  notePenalty: captainProcedure.input(notePenaltyInput).mutation(({ ctx, input }) => notePenalty({ ctx, input })),
  confirm: captainProcedure.input(confirmMatchInput).mutation(({ ctx, input }) => confirmMatch({ ctx, input })),
});
