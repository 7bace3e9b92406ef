// What the captain's tablet is shown of its table (the table.match query): the table entry and the parts it
// renders (header, confirmation, each game's entry) all read this one shape, a union discriminated by `game`.
import type { inferRouterOutputs } from "@trpc/server";
import type { ReactNode } from "react";
import type { AppRouter } from "@/server/api/root";

export type CaptainView = inferRouterOutputs<AppRouter>["table"]["match"];

/** A deal on the device: stored on the server, or still waiting to be sent (or refused). */
export interface ShownDeal {
  number: number;
  record: Record<string, unknown>;
  waiting: boolean;
  refused: { de: string; en: string } | null;
}

/** What the table entry gives a game's own entry (games/table-entries.ts): the table, its deals, and the shared
 * machinery's parts (sending, status lines, undo, leaving the table). */
export interface TableEntryProps {
  view: CaptainView;
  /** The stored deals, then this device's waiting ones. */
  shown: ShownDeal[];
  records: Record<string, unknown>[];
  canWrite: boolean;
  waiting: number;
  /** Queues the next deal (exactly once, also offline). */
  onSave: (record: Record<string, unknown>) => Promise<void>;
  /** Reloads the table from the server (after a confirmation or a noted penalty). */
  refresh: () => void;
  /** The table entry's status lines (sending, takeover, refusals). */
  banners: ReactNode;
  undo: ReactNode;
  /** Leaving the table (online only), at the foot of the page. */
  leaving: ReactNode;
}
