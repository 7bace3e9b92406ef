"use client";
// The Spielliste of one Doppelkopf table in the office: the next game entered and checked by the engine as it is
// typed (who deals, who sits out, the game type, Re by player, announcements, Augen, special points), the running
// list with every player's total, the checks of TSR 7.3.3, the Pflichtsoli and the games left; undo of the last
// game while the round is played, and in a closed round the correction of any game with a reason (the same form,
// the later games checked again).
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, useTransition } from "react";
import { gameSeats, type TableSize } from "@/games";
import { useTRPC } from "@/trpc/client";
import { errorDataOf } from "@/trpc/errors";
import { signed } from "../../public/format";
import { Button, Card } from "../../ui";
import { checkGame, gameTypes, draftFromRecord, emptyGame, serverGameErrors, type GameDraft } from "./game-draft";
import { GameFields, Reasons } from "./game-fields";
import { ExtraTimeForm } from "./extra-time-form";
import { StrikeForm } from "./strike-form";
import { PenaltyForm } from "./penalty-form";
import { SpiellisteTable } from "./spielliste-table";
import { TableClock } from "./table-clock";
import { TimeUpNote } from "./time-up-note";
import type { SpiellisteView } from "./spielliste-view";

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

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
  const tdk = useTranslations("doppelkopf");
  const locale = useLocale();
  const trpc = useTRPC();
  const router = useRouter();
  // Until the refreshed page arrives, the form still holds the match's and the games' old versions: saving then
  // would be refused as stale (a game typed right after a save or a correction), so the buttons wait for it.
  const [refreshing, startRefresh] = useTransition();
  const refresh = () => startRefresh(() => router.refresh());
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
  const name = (p: number) => positions[p]?.name ?? tdk("tableEntry.position", { number: p + 1 });
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
  const live = useMemo(() => (dealer === undefined ? null : checkGame(setting, dealer, draft, index, tdk, locale)), [setting, dealer, draft, index, tdk, locale]);
  const errors: Record<string, string[]> = { ...live?.errors };
  for (const [field, messages] of Object.entries(server)) errors[field] = [...(errors[field] ?? []), ...messages];
  const types = useMemo(() => gameTypes(view.tournament.rules), [view.tournament.rules]);
  const pending = submit.isPending || undo.isPending || correct.isPending || refreshing;

  const set = (patch: Partial<GameDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(null);
    setServer({});
  };
  const fail = (err: unknown) => {
    const data = errorDataOf(err);
    const fields = serverGameErrors(data.fieldErrors, locale);
    setServer(Object.keys(fields).length ? fields : { general: [data[locale]] });
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
        const flagged = res.flaggedRounds.length
          ? tdk("spiellisteEntry.flagged", { rounds: res.flaggedRounds.length, list: res.flaggedRounds.join(", ") })
          : "";
        setDone(tdk("spiellisteEntry.corrected", { number: editing.number, flagged }));
        setEditing(null);
        setReason("");
      } else if (next) {
        await submit.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version, number: next.number, record: live.record, idempotencyKey: key.current });
        key.current = newKey();
        setDone(tdk("spiellisteEntry.saved", { number: next.number }));
      }
      setDraft(emptyGame());
      refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function onSign(penaltyId: string) {
    try {
      await sign.mutateAsync({ penaltyId });
      setDone(tdk("spiellisteEntry.signed"));
      refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function onTakeBack(penaltyId: string) {
    const why = window.prompt(tdk("spiellisteEntry.whyTakeBack"));
    if (why === null) return;
    try {
      await takeBack.mutateAsync({ penaltyId, reason: why });
      setDone(tdk("spiellisteEntry.takenBack"));
      refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function onUndo() {
    const last = list.games.at(-1);
    if (!last || !window.confirm(tdk("spiellisteEntry.confirmUndo", { number: last.number }))) return;
    try {
      await undo.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version });
      setDone(tdk("spiellisteEntry.undone", { number: last.number }));
      refresh();
    } catch (err) {
      fail(err);
    }
  }

  const showForm = live !== null && dealer !== undefined && (editing !== null || (view.entryOpen && next !== null));
  const seats = dealer === undefined ? null : gameSeats(size, dealer);
  // Time matters while games are outstanding, or to give back a strike; a table that played all its games has
  // nothing to extend or strike.
  const timeMatters = list.gamesLeft > 0 || view.struckAfter !== null;

  return (
    <div className="space-y-6">
      {list.afterTime && view.match.status === "open" ? <TimeUpNote afterTime={list.afterTime} name={name} /> : null}
      {view.clock && timeMatters ? (
        <Card>
          <div className="space-y-3">
            {list.gamesLeft > 0 ? <TableClock clock={view.clock} /> : null}
            <ExtraTimeForm matchId={view.match.id} />
            <StrikeForm matchId={view.match.id} struckAfter={view.struckAfter} played={list.games.length} />
          </div>
        </Card>
      ) : null}
      {showForm && seats ? (
        <Card>
          <form onSubmit={onSave} noValidate className="space-y-5" aria-label={editing ? tdk("spiellisteEntry.correctionOf", { number: editing.number }) : tdk("tableEntry.nextGame")}>
            <h2 className="text-2xl font-bold">
              {editing
                ? tdk("spiellisteEntry.correctionOf", { number: editing.number })
                : tdk("tableEntry.gameOf", { number: next!.number, total: list.games.length + list.gamesLeft })}
              <span className="ml-2 text-base font-normal text-stone-600">
                {tdk("tableEntry.dealer", { name: name(dealer!) })}
                {seats.sitsOut !== null ? tdk("tableEntry.sitsOut") : ""}
              </span>
            </h2>
            {editing?.cardByCard ? (
              <p className="text-stone-700">{tdk("spiellisteEntry.cardByCard")}</p>
            ) : null}
            <GameFields draft={draft} set={set} active={seats.active} name={name} types={types} errors={errors} />
            {editing ? (
              <label className="block">
                <span className="mb-1 block text-base font-medium">{tdk("spiellisteEntry.reason")}</span>
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
            {live.missing.length ? <p className="text-stone-700">{tdk("tableEntry.stillOpen", { list: live.missing.join(", ") })}</p> : null}
            {live.score ? (
              <p className="rounded-lg bg-green-50 p-3 text-lg" data-testid="game-preview">
                {tdk("tableEntry.score", { list: positions.map((p) => `${p.name} ${signed(live.score![p.position]!)}`).join(" · ") })}
              </p>
            ) : null}
            {done ? <p className="text-green-800">{done}</p> : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={!live.ok || pending}>
                {editing ? tdk("spiellisteEntry.saveCorrection") : tdk("spiellisteEntry.save")}
              </Button>
              {editing ? (
                <Button type="button" variant="secondary" onClick={stopEditing}>
                  {tdk("spiellisteEntry.cancel")}
                </Button>
              ) : null}
            </div>
          </form>
        </Card>
      ) : (
        <div className="space-y-2">
          <p className="text-lg text-stone-700">
            {list.gamesLeft === 0 ? tdk("spiellisteEntry.allPlayed") : tdk("spiellisteEntry.closed")}
            {view.canCorrect ? tdk("spiellisteEntry.canCorrect") : ""}
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
        <h2 className="mb-3 text-xl font-semibold">{tdk("tableEntry.list")}</h2>
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
            <Button type="button" variant="secondary" disabled={pending} onClick={onUndo}>
              {tdk("spiellisteEntry.undoLast")}
            </Button>
          </div>
        ) : null}
      </Card>

      {view.list.games.length || view.list.next ? (
        <Card>
          <details>
            <summary className="cursor-pointer text-xl font-semibold">{tdk("spiellisteEntry.give")}</summary>
            <div className="mt-4">
              <PenaltyForm
                view={view}
                action={tdk("spiellisteEntry.giveAction")}
                sent={(what) => tdk("spiellisteEntry.given", { what })}
                send={async (input) => {
                  await give.mutateAsync(input);
                  refresh();
                }}
              />
            </div>
          </details>
        </Card>
      ) : null}
    </div>
  );
}
