import { createTRPCRouter } from "../trpc";

// Procedures are added by the issue-5 work on tournaments.
export const tournamentRouter = createTRPCRouter({});
