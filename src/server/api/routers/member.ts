import { createTRPCRouter } from "../trpc";

// Procedures are added by the issue-5 work on members.
export const memberRouter = createTRPCRouter({});
