import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { clubRouter } from "./routers/club";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  club: clubRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
