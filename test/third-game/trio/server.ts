// Dreier's server half (src/server/games/types.ts): its seating and the scorer's view of a table.
import type { ServerGame } from "@/server/games";
import { trioCaptainTable } from "./captain-table";
import { trioSeating } from "./seating";

export const trioServer = { seating: trioSeating, captainTable: trioCaptainTable } satisfies ServerGame<Awaited<ReturnType<typeof trioCaptainTable>>>;
