// The frame of a table's paper sheet for a round, whatever the game: the fallback when a tablet fails, typed in by
// the office afterwards. Title and tournament, the game's lines about the table, its columns, a blank row per deal
// or game (number and, in the first, who deals), and the two signatures.
import type { ReactNode } from "react";

/** A cell of the sheet, high enough to write in. */
export const sheetCell = "border border-stone-500 px-1 h-7";

export function PaperSheet(props: {
  table: number;
  title: string;
  tournament: string;
  /** The game's lines between the title and the table. */
  intro: ReactNode;
  /** The header's rows. */
  head: ReactNode;
  rows: number;
  /** Who deals the first row. */
  firstDealer: ReactNode;
  /** The row's empty cells after its number and dealer. */
  blanks: number;
  /** What comes between the table and the signatures. */
  note?: ReactNode;
  signatures: readonly [ReactNode, ReactNode];
}) {
  return (
    <section className="print-page text-sm" data-testid={`score-sheet-${props.table}`}>
      <div className="flex items-baseline justify-between">
        <h2 className="text-2xl font-bold">{props.title}</h2>
        <span>{props.tournament}</span>
      </div>
      {props.intro}
      <table className="w-full border-collapse text-center">
        <thead>{props.head}</thead>
        <tbody>
          {Array.from({ length: props.rows }, (_, i) => (
            <tr key={i}>
              <td className={sheetCell}>{i + 1}</td>
              <td className={sheetCell}>{i === 0 ? props.firstDealer : ""}</td>
              {Array.from({ length: props.blanks }, (_, j) => (
                <td key={j} className={sheetCell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.note}
      <div className="mt-6 grid grid-cols-2 gap-8">
        <p className="border-t border-stone-700 pt-1">{props.signatures[0]}</p>
        <p className="border-t border-stone-700 pt-1">{props.signatures[1]}</p>
      </div>
    </section>
  );
}
