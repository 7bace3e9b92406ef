// The frame of a public standings table, whatever the game ranks: the game's own columns (rank, entrant, its
// figures), then one cell per round, and the legend below. `big` is the projector's reduced view: no rounds, no legend.
import type { ReactNode } from "react";
import { LivePart } from "./live-part";

/** A cell's padding: roomier on the projector. */
export const standingsCell = (big: boolean) => (big ? "px-3 py-1" : "px-2 py-1.5");

/** `rows` are the standings' rows from place `first` on (counted from 0): each place is a live part. */
export function PublicStandingsTable<Row extends { withdrawn: boolean }>(props: {
  big: boolean;
  rows: readonly Row[];
  first: number;
  /** The row's entrant number, its key and the value of `entrantAttribute` (data-pair, data-player). */
  entrant: (row: Row) => number;
  entrantAttribute: `data-${string}`;
  /** The game's header cells and a row's cells, before the rounds. */
  head: ReactNode;
  cells: (row: Row) => ReactNode;
  rounds: readonly number[];
  roundHead: (round: number) => ReactNode;
  /** What the row shows for a round, null where it has nothing there. */
  roundCell: (row: Row, round: number) => ReactNode;
  legend: ReactNode;
}) {
  const { big, rows, first, entrant, entrantAttribute, rounds } = props;
  const cell = standingsCell(big);
  return (
    <div className="overflow-x-auto">
      <table className={`w-full border-collapse tabular-nums ${big ? "text-2xl tall:text-3xl" : "text-base"}`} data-testid="standings">
        <LivePart as="thead" part="standings-head">
          <tr className="border-b-2 border-stone-400 text-left">
            {props.head}
            {big ? null : rounds.map((r) => <th key={r} className={`${cell} text-center`}>{props.roundHead(r)}</th>)}
          </tr>
        </LivePart>
        <tbody>
          {rows.map((row, i) => (
            <LivePart
              as="tr"
              key={entrant(row)}
              part={`place:${first + i}`}
              className={`border-b border-stone-200 ${row.withdrawn ? "text-stone-400" : ""}`}
              {...{ [entrantAttribute]: entrant(row) }}
            >
              {props.cells(row)}
              {big
                ? null
                : rounds.map((r) => (
                    <td key={r} className={`${cell} text-center text-sm whitespace-nowrap`}>
                      {props.roundCell(row, r) ?? "–"}
                    </td>
                  ))}
            </LivePart>
          ))}
        </tbody>
      </table>
      {big ? null : (
        <LivePart as="p" part="standings-note" className="mt-2 text-sm text-stone-600">
          {props.legend}
        </LivePart>
      )}
    </div>
  );
}
