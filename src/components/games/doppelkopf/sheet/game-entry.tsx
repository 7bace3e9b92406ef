"use client";
// A Doppelkopf evening's games, each form in a card: the next game with the Spielliste's fields or card by card (at
// five the dealer sits out), and a stored game corrected with the same fields (one entered card by card as a summary).
import { gameSeats, type TableSize } from "@/games";
import type { CorrectDealProps, FullEntryProps, NextDealProps } from "../../../sheets/game-parts";
import { Card } from "../../../ui";
import { DoppelkopfFullRecordEntry } from "../full-record/entry";
import { draftFromRecord } from "../game-draft";
import { DoppelkopfGameForm } from "./game-form";

export function DoppelkopfNextGame({ view, records, number, dealer, names, onSave }: NextDealProps) {
  return (
    <Card>
      <DoppelkopfGameForm names={names} rules={view.rules} games={view.games} firstDealer={view.firstDealer} records={records} number={number} dealer={dealer} onSave={(r) => void onSave(r)} />
    </Card>
  );
}

export function DoppelkopfFullEntry({ view, number, dealer, round, names, onSave }: FullEntryProps) {
  const seats = gameSeats(names.length as TableSize, dealer);
  return (
    <Card>
      <DoppelkopfFullRecordEntry
        key={number}
        matchId={`sheet:${view.id}`}
        number={number}
        rules={view.rules}
        round={round}
        engineDealer={seats.engineDealer}
        active={seats.active}
        positions={names.map((name, position) => ({ position, name }))}
        onSave={(r) => void onSave(r)}
      />
    </Card>
  );
}

export function DoppelkopfCorrectGame({ view, records, number, dealer, names, onSave }: CorrectDealProps) {
  return (
    <Card>
      <DoppelkopfGameForm
        names={names}
        rules={view.rules}
        games={view.games}
        firstDealer={view.firstDealer}
        records={records}
        number={number}
        dealer={dealer}
        correcting={{ draft: draftFromRecord(records[number - 1]!, dealer, names.length as TableSize) }}
        onSave={(r) => void onSave(r)}
      />
    </Card>
  );
}
