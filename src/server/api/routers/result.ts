import { createTRPCRouter } from "../trpc";

// Procedures are added by the issue-5 work on results.
export const resultRouter = createTRPCRouter({});
