"use client";
// The Spielliste of one Doppelkopf table in the office: the next game entered and checked by the engine as it is
// typed (who deals, who sits out, the game type, Re by player, announcements, Augen, special points), the running
// list with every player's total, the checks of TSR 7.3.3, the Pflichtsoli and the games left; undo of the last
// game while the round is played, and in a closed round the correction of any game with a reason (the same form,
// the later games checked again).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { gameSeats, type TableSize } from "@/games";
import { useTRPC } from "@/trpc/client";
import { errorDataOf } from "@/trpc/errors";
import { Button, Card } from "../ui";
import { checkGame, gameTypes, draftFromRecord, emptyGame, serverGameErrors, type GameDraft } from "./game-draft";
import { GameFields, Reasons } from "./game-fields";
import { ExtraTimeForm } from "./extra-time-form";
import { StrikeForm } from "./strike-form";
import { PenaltyForm } from "./penalty-form";
import { SpiellisteTable } from "./spielliste-table";
import { TableClock } from "./table-clock";
import type { SpiellisteView } from "./spielliste-view";

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The stored game being corrected: its id and version for result.correctDeal, and who dealt it. */
interface Editing {
  id: string;
  version: number;
  number: number;
  dealer: number;
  /** Entered card by card: the correction replaces it by a summary. */
  cardByCard: boolean;
}

export function SpiellisteEntry({ view }: { view: SpiellisteView }) {
  const trpc = useTRPC();
  const router = useRouter();
  const submit = useMutation(trpc.result.submitDeal.mutationOptions());
  const undo = useMutation(trpc.result.undoLastDeal.mutationOptions());
  const correct = useMutation(trpc.result.correctDeal.mutationOptions());
  const takeBack = useMutation(trpc.result.takeBackPenalty.mutationOptions());
  const sign = useMutation(trpc.result.signPenalty.mutationOptions());
  const give = useMutation(trpc.result.givePenalty.mutationOptions());
  const [draft, setDraft] = useState<GameDraft>(emptyGame);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const key = useRef(newKey());
  const { positions, list } = view;
  const size = positions.length as TableSize;
  const name = (p: number) => positions[p]?.name ?? `Position ${p + 1}`;
  const next = list.next;
  // The game the form is about: a stored one being corrected, or the next one.
  const index = editing ? editing.number - 1 : list.games.length;
  const dealer = editing ? editing.dealer : next?.dealer;
  const setting = useMemo(
    () => ({
      size,
      rules: view.tournament.rules,
      gamesPlanned: view.gamesPlanned,
      firstDealer: view.match.firstDealer,
      struckAfter: view.struckAfter,
      records: view.records,
    }),
    [size, view],
  );
  const live = useMemo(() => (dealer === undefined ? null : checkGame(setting, dealer, draft, index)), [setting, dealer, draft, index]);
  const errors: Record<string, string[]> = { ...live?.errors };
  for (const [field, messages] of Object.entries(server)) errors[field] = [...(errors[field] ?? []), ...messages];
  const types = useMemo(() => gameTypes(view.tournament.rules), [view.tournament.rules]);
  const pending = submit.isPending || undo.isPending || correct.isPending;

  const set = (patch: Partial<GameDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(null);
    setServer({});
  };
  const fail = (err: unknown) => {
    const data = errorDataOf(err);
    const fields = serverGameErrors(data.fieldErrors);
    setServer(Object.keys(fields).length ? fields : { general: [data.de] });
  };

  function pick(number: number) {
    const stored = view.deals.find((d) => d.number === number);
    const game = list.games.find((g) => g.number === number);
    if (!stored || !game) return;
    const read = draftFromRecord(view.records[number - 1] ?? {}, game.dealer, size);
    setEditing({ id: stored.id, version: stored.version, number, dealer: game.dealer, cardByCard: read === null });
    setDraft(read ?? { ...emptyGame(), type: game.type });
    setReason("");
    setServer({});
    setDone(null);
  }

  function stopEditing() {
    setEditing(null);
    setDraft(emptyGame());
    setServer({});
  }

  async function onSave(e: React.FormEvent) {
    e.preventDefault();
    if (!live?.ok) return;
    try {
      if (editing) {
        const res = await correct.mutateAsync({ dealId: editing.id, version: editing.version, record: live.record, reason });
        const flagged = res.flaggedRounds.length ? ` Neu zu prüfen (ausgelost nach dem alten Stand): Runde ${res.flaggedRounds.join(", ")}.` : "";
        setDone(`Spiel ${editing.number} korrigiert.${flagged}`);
        setEditing(null);
        setReason("");
      } else if (next) {
        await submit.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version, number: next.number, record: live.record, idempotencyKey: key.current });
        key.current = newKey();
        setDone(`Spiel ${next.number} gespeichert.`);
      }
      setDraft(emptyGame());
      router.refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function onSign(penaltyId: string) {
    try {
      await sign.mutateAsync({ penaltyId });
      setDone("Strafe gegengezeichnet; sie zählt jetzt.");
      router.refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function onTakeBack(penaltyId: string) {
    const why = window.prompt("Warum wird die Strafe zurückgenommen?");
    if (why === null) return;
    try {
      await takeBack.mutateAsync({ penaltyId, reason: why });
      setDone("Strafe zurückgenommen.");
      router.refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function onUndo() {
    const last = list.games.at(-1);
    if (!last || !window.confirm(`Spiel ${last.number} wirklich zurücknehmen?`)) return;
    try {
      await undo.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version });
      setDone(`Spiel ${last.number} zurückgenommen.`);
      router.refresh();
    } catch (err) {
      fail(err);
    }
  }

  const showForm = live !== null && dealer !== undefined && (editing !== null || (view.entryOpen && next !== null));
  const seats = dealer === undefined ? null : gameSeats(size, dealer);

  return (
    <div className="space-y-6">
      {view.clock ? (
        <Card>
          <div className="space-y-3">
            {list.gamesLeft > 0 ? <TableClock clock={view.clock} /> : null}
            <ExtraTimeForm matchId={view.match.id} />
            <StrikeForm matchId={view.match.id} struckAfter={view.struckAfter} />
          </div>
        </Card>
      ) : null}
      {showForm && seats ? (
        <Card>
          <form onSubmit={onSave} noValidate className="space-y-5" aria-label={editing ? `Korrektur von Spiel ${editing.number}` : "Nächstes Spiel"}>
            <h2 className="text-2xl font-bold">
              {editing ? `Korrektur von Spiel ${editing.number}` : `Spiel ${next!.number} von ${list.games.length + list.gamesLeft}`}
              <span className="ml-2 text-base font-normal text-stone-600">
                Geber: {name(dealer!)}
                {seats.sitsOut !== null ? ` (setzt aus)` : ""}
              </span>
            </h2>
            {editing?.cardByCard ? (
              <p className="text-stone-700">Dieses Spiel wurde Karte für Karte erfasst; die Korrektur ersetzt es durch die Angaben unten.</p>
            ) : null}
            <GameFields draft={draft} set={set} active={seats.active} name={name} types={types} errors={errors} />
            {editing ? (
              <label className="block">
                <span className="mb-1 block text-base font-medium">Begründung der Korrektur (Pflicht)</span>
                <textarea
                  name="reason"
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setServer((s) => ({ ...s, reason: [] }));
                  }}
                  rows={2}
                  className={`w-full rounded-lg border bg-white px-3 py-2 text-lg ${errors.reason?.length ? "border-red-600" : "border-stone-300"}`}
                />
                <Reasons list={errors.reason} />
              </label>
            ) : null}
            <Reasons list={errors.general} />
            {live.missing.length ? <p className="text-stone-700">Noch offen: {live.missing.join(", ")}.</p> : null}
            {live.score ? (
              <p className="rounded-lg bg-green-50 p-3 text-lg" data-testid="game-preview">
                Wertung: {positions.map((p) => `${p.name} ${signed(live.score![p.position]!)}`).join(" · ")}
              </p>
            ) : null}
            {done ? <p className="text-green-800">{done}</p> : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={!live.ok || pending}>
                {editing ? "Korrektur speichern" : "Spiel speichern"}
              </Button>
              {editing ? (
                <Button type="button" variant="secondary" onClick={stopEditing}>
                  Abbrechen
                </Button>
              ) : null}
            </div>
          </form>
        </Card>
      ) : (
        <div className="space-y-2">
          <p className="text-lg text-stone-700">
            {list.gamesLeft === 0 ? "Alle Spiele dieses Tisches sind gespielt." : "Die Eingabe ist geschlossen."}
            {view.canCorrect ? " Ein Spiel lässt sich mit Begründung korrigieren (✎ an der Spielnummer)." : ""}
          </p>
          {done ? (
            <p role="status" className="text-green-800">
              {done}
            </p>
          ) : null}
          <Reasons list={server.general} />
        </div>
      )}

      <Card>
        <h2 className="mb-3 text-xl font-semibold">Spielliste</h2>
        <SpiellisteTable
          view={view}
          onCorrect={view.canCorrect && !pending ? pick : undefined}
          selected={editing?.number ?? null}
          penalties={view.penalties}
          onTakeBack={onTakeBack}
          onSign={onSign}
        />
        {view.canUndo ? (
          <div className="mt-3">
            <Button type="button" variant="secondary" disabled={undo.isPending} onClick={onUndo}>
              Letztes Spiel zurücknehmen
            </Button>
          </div>
        ) : null}
      </Card>

      {view.list.games.length || view.list.next ? (
        <Card>
          <details>
            <summary className="cursor-pointer text-xl font-semibold">Strafe geben (TSR 9)</summary>
            <div className="mt-4">
              <PenaltyForm
                view={view}
                action="Strafe geben"
                sent={(what) => `${what} gegeben.`}
                send={async (input) => {
                  await give.mutateAsync(input);
                  router.refresh();
                }}
              />
            </div>
          </details>
        </Card>
      ) : null}
    </div>
  );
}
