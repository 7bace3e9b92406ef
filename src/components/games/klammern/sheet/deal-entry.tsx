"use client";
// A Klammern sheet's deals with the tournament tablet's forms, each a card of its own as there: the next deal as a
// summary or card by card (two, three or four players), and a stored deal corrected as a summary.
import type { CorrectDealProps, FullEntryProps, NextDealProps } from "../../../sheets/game-parts";
import type { SheetView } from "../../../sheets/sheet-view";
import { draftFromRecord, type Players } from "../deal-draft";
import { DealForm } from "../deal-form";
import { FullRecordEntry } from "../full-record/entry";

const settingOf = (view: SheetView) => ({
  rules: view.rules,
  matchFormat: { kind: "target" as const, target: view.target ?? undefined },
  players: view.players.length as Players,
});

export function KlammernNextDeal({ view, records, number, dealer, names, onSave }: NextDealProps) {
  return (
    <DealForm setting={settingOf(view)} previous={records} number={number} dealer={dealer} firstDealer={view.firstDealer} seatNames={names} onSave={async (record) => onSave(record)} />
  );
}

export function KlammernFullEntry({ view, number, dealer, names, onSave }: FullEntryProps) {
  return (
    <FullRecordEntry
      key={number}
      matchId={`sheet:${view.id}`}
      rules={view.rules}
      number={number}
      dealer={dealer}
      seatNames={names}
      players={names.length as Players}
      onSave={async (record) => onSave(record)}
    />
  );
}

export function KlammernCorrectDeal({ view, records, number, dealer, names, detail, onSave }: CorrectDealProps) {
  return (
    <DealForm
      setting={settingOf(view)}
      previous={records.slice(0, number - 1)}
      number={number}
      dealer={dealer}
      firstDealer={view.firstDealer}
      seatNames={names}
      correcting={draftFromRecord(records[number - 1]!, detail)}
      onSave={async (record) => onSave(record)}
    />
  );
}
