import { listUsers } from "../../services/list-users";
import { setUserDisabled, setUserDisabledInput } from "../../services/set-user-disabled";
import { createTRPCRouter, signedInProcedure } from "../trpc";

export const adminRouter = createTRPCRouter({
  listUsers: signedInProcedure.query(({ ctx }) => listUsers({ ctx, input: undefined })),
  setUserDisabled: signedInProcedure
    .input(setUserDisabledInput)
    .mutation(({ ctx, input }) => setUserDisabled({ ctx, input })),
});
