// The public pages' part of each game's UI (the phones' page, the player page, the projector, the printouts): a
// registry of its own beside gameViews (index.ts), so that those pages load only the public views and not the
// office's and the settings' client components (the phones' JavaScript budget, docs/performance.md). An id this
// build does not know is an internal error.
import { asGameId, type GameId } from "@/games";
import { doppelkopfPublicViews } from "./doppelkopf/public/views";
import { klammernPublicViews } from "./klammern/public/views";
import type { PublicViews } from "./types";

const PUBLIC_VIEWS: Record<GameId, PublicViews> = { klammern: klammernPublicViews, doppelkopf: doppelkopfPublicViews };

export function publicViews(game: string): PublicViews {
  return PUBLIC_VIEWS[asGameId(game)];
}
