import { changePassword, changePasswordInput } from "../../services/accounts/change-password";
import { createTRPCRouter, signedInProcedure } from "../trpc";

/** The signed-in account's own settings. */
export const accountRouter = createTRPCRouter({
  changePassword: signedInProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword({ ctx, input })),
});
