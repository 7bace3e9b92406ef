import { listUsers } from "../../services/accounts/list-users";
import { setUserDisabled, setUserDisabledInput } from "../../services/accounts/set-user-disabled";
import { createTRPCRouter, signedInProcedure } from "../trpc";

export const adminRouter = createTRPCRouter({
  listUsers: signedInProcedure.query(({ ctx }) => listUsers({ ctx, input: undefined })),
  setUserDisabled: signedInProcedure
    .input(setUserDisabledInput)
    .mutation(({ ctx, input }) => setUserDisabled({ ctx, input })),
});
