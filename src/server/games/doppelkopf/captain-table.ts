// A Doppelkopf table on the list keeper's device: its Spielliste (the players by position, the games planned, the
// list so far and the penalties; the device replays it with its waiting games), the totals with the countersigned
// penalties, and whether the list is played out.
import { withPenalties } from "@/games";
import { loadSpielliste } from "../../services/results/spielliste-data";
import type { CaptainTable } from "../../services/table-entry/captain-table-types";

export const doppelkopfCaptainTable = (async (db, { tournament, match }) => {
  const spielliste = await loadSpielliste(db, tournament, match);
  return {
    game: "doppelkopf" as const,
    totals: withPenalties(spielliste.list.totals, spielliste.penalties.filter((x) => x.signed).map((x) => x.points)),
    over: spielliste.list.gamesLeft === 0,
    spielliste: {
      positions: spielliste.positions,
      gamesPlanned: spielliste.gamesPlanned,
      struckAfter: spielliste.struckAfter,
      list: spielliste.list,
      penalties: spielliste.penalties,
    },
  };
}) satisfies CaptainTable<unknown>;
