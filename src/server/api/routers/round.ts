import { createTRPCRouter } from "../trpc";

// Procedures are added by the issue-5 work on rounds.
export const roundRouter = createTRPCRouter({});
