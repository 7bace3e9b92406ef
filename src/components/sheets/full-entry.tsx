"use client";
// A sheet's next deal card by card, with the tournament tablet's card-by-card forms: Klammern with two, three or
// four players (games/klammern/full-record/entry.tsx) and Doppelkopf (games/doppelkopf/full-record/entry.tsx, at five the dealer sits out).
// The draft stays on the device under the sheet's id and the deal's number.
import { gameSeats, type TableSize } from "@/games";
import { DoppelkopfFullRecordEntry } from "../games/doppelkopf/full-record/entry";
import { FullRecordEntry } from "../games/klammern/full-record/entry";
import type { SheetView } from "./sheet-view";

export function FullEntry({
  view,
  number,
  dealer,
  round,
  names,
  onSave,
}: {
  view: SheetView;
  number: number;
  /** The player who deals. */
  dealer: number;
  /** Doppelkopf: the list's round context of this game. */
  round: Record<string, unknown>;
  names: string[];
  onSave: (record: Record<string, unknown>) => void;
}) {
  const draftKey = `sheet:${view.id}`;
  if (view.game === "klammern")
    return <FullRecordEntry key={number} matchId={draftKey} rules={view.rules} number={number} dealer={dealer} seatNames={names} players={names.length as 2 | 3 | 4} onSave={async (record) => onSave(record)} />;
  const seats = gameSeats(names.length as TableSize, dealer);
  return (
    <DoppelkopfFullRecordEntry
      key={number}
      matchId={draftKey}
      number={number}
      rules={view.rules}
      round={round}
      engineDealer={seats.engineDealer}
      active={seats.active}
      positions={names.map((name, position) => ({ position, name }))}
      onSave={onSave}
    />
  );
}
