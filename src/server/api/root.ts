import { accountRouter } from "./routers/account";
import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { clubRouter } from "./routers/club";
import { invitationRouter } from "./routers/invitation";
import { memberRouter } from "./routers/member";
import { resultRouter } from "./routers/result";
import { roundRouter } from "./routers/round";
import { seasonRouter } from "./routers/season";
import { sheetRouter } from "./routers/sheet";
import { tableRouter } from "./routers/table";
import { tournamentRouter } from "./routers/tournament";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  club: clubRouter,
  invitation: invitationRouter,
  account: accountRouter,
  admin: adminRouter,
  member: memberRouter,
  tournament: tournamentRouter,
  round: roundRouter,
  season: seasonRouter,
  sheet: sheetRouter,
  result: resultRouter,
  table: tableRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
