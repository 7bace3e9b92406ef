import { adminExists } from "../../services/accounts/setup-code";
import { signUp, signUpInput } from "../../services/accounts/sign-up";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpInput).mutation(({ ctx, input }) => signUp({ ctx, input })),
  /** Whether the sign-up form asks for the setup code (no administrator yet). */
  setupCodeNeeded: publicProcedure.query(async ({ ctx }) => !(await adminExists(ctx.db))),
  me: publicProcedure.query(({ ctx }) => ctx.user),
});
