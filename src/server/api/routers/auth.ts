import { signUp, signUpInput } from "../../services/sign-up";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpInput).mutation(({ ctx, input }) => signUp({ ctx, input })),
  me: publicProcedure.query(({ ctx }) => ctx.user),
});
