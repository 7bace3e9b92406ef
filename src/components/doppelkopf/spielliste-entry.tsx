"use client";
// The Spielliste of one Doppelkopf table in the office: the next game entered and checked by the engine as it is
// typed (who deals, who sits out, the game type, Re by player, announcements, Augen, special points), and the
// running list with every player's total, the checks of TSR 7.3.3, the Pflichtsoli and the games left.
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import type { TableSize } from "@/games";
import type { AppRouter } from "@/server/api/root";
import { useTRPC } from "@/trpc/client";
import { ChoiceButtons } from "../results/choice-buttons";
import { SelectField } from "../tournaments/select-field";
import { Button, Card, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { checkGame, emptyGame, reCount, SPECIAL_KINDS, type GameDraft, type Level, type Party, type SpecialKind } from "./game-draft";
import { GAME_TYPE_NAMES, LEVEL_NAMES, SPECIAL_NAMES } from "./labels";

type SpiellisteView = inferRouterOutputs<AppRouter>["result"]["getSpielliste"];

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Reasons({ list }: { list?: string[] }) {
  if (!list?.length) return null;
  return (
    <ul role="alert" className="mt-1 text-base text-red-800">
      {list.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}

export function SpiellisteEntry({ view }: { view: SpiellisteView }) {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const submit = useMutation(trpc.result.submitDeal.mutationOptions());
  const undo = useMutation(trpc.result.undoLastDeal.mutationOptions());
  const [draft, setDraft] = useState<GameDraft>(emptyGame);
  const [done, setDone] = useState<string | null>(null);
  const key = useRef(newKey());
  const { positions, list } = view;
  const size = positions.length as TableSize;
  const name = (p: number) => positions[p]?.name ?? `Position ${p + 1}`;
  const next = list.next;
  const setting = useMemo(
    () => ({ size, rules: view.tournament.rules, gamesPlanned: view.gamesPlanned, firstDealer: view.match.firstDealer, records: view.records }),
    [size, view],
  );
  const live = useMemo(() => (next ? checkGame(setting, next.dealer, draft) : null), [setting, next, draft]);
  const set = (patch: Partial<GameDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(null);
    errors.clear();
  };
  const soli = (view.tournament.rules.soli as string[] | undefined) ?? [];
  const types = ["normal", "hochzeit", "stilles-solo", ...soli];
  const toggleRe = (p: number) => {
    const has = draft.re.includes(p);
    const re = has ? draft.re.filter((x) => x !== p) : [...draft.re, p].slice(-reCount(draft));
    set({ re });
  };
  const augen = Number(draft.reAugen);

  async function onSave(e: React.FormEvent) {
    e.preventDefault();
    if (!live?.ok || !next) return;
    try {
      await submit.mutateAsync({ matchId: view.match.id, matchVersion: view.match.version, number: next.number, record: live.record, idempotencyKey: key.current });
      key.current = newKey();
      setDone(`Spiel ${next.number} gespeichert.`);
      setDraft(emptyGame());
      router.refresh();
    } catch (err) {
      errors.fromError(err);
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
      errors.fromError(err);
    }
  }

  return (
    <div className="space-y-6">
      {view.entryOpen && next && live ? (
        <Card>
          <form onSubmit={onSave} noValidate className="space-y-5">
            <h2 className="text-2xl font-bold">
              Spiel {next.number} von {view.gamesPlanned}
              <span className="ml-2 text-base font-normal text-stone-600">
                Geber: {name(next.dealer)}
                {next.sitsOut !== null ? ` (setzt aus)` : ""}
              </span>
            </h2>
            <ChoiceButtons
              label="Spielart"
              name="type"
              value={draft.type}
              onChange={(type) => set({ type, re: [], klaerungsstich: type === "hochzeit" ? 1 : null })}
              options={types.map((t) => ({ value: t, label: GAME_TYPE_NAMES[t] ?? t }))}
            />
            <Reasons list={live.errors.type} />
            {draft.type === "hochzeit" ? (
              <ChoiceButtons<string>
                label="Klärungsstich"
                name="klaerungsstich"
                value={draft.klaerungsstich === null ? "allein" : String(draft.klaerungsstich)}
                onChange={(v) => set({ klaerungsstich: v === "allein" ? null : Number(v), re: draft.re.slice(0, v === "allein" ? 1 : 2) })}
                options={[
                  { value: "1", label: "1. Stich" },
                  { value: "2", label: "2. Stich" },
                  { value: "3", label: "3. Stich" },
                  { value: "allein", label: "allein gespielt" },
                ]}
              />
            ) : null}
            <Reasons list={live.errors.klaerungsstich} />
            <fieldset>
              <legend className="mb-1 block text-base font-medium">
                {reCount(draft) === 2 ? "Re (zwei Spieler antippen)" : draft.type === "hochzeit" ? "Re (wer hatte die Hochzeit?)" : "Re (der Solist)"}
              </legend>
              <div className="flex flex-wrap gap-2" role="group" aria-label="Re">
                {next.active.map((p) => (
                  <button
                    key={p}
                    type="button"
                    aria-pressed={draft.re.includes(p)}
                    onClick={() => toggleRe(p)}
                    className={`min-h-12 rounded-lg border px-4 py-2 text-lg font-semibold ${
                      draft.re.includes(p) ? "border-brand bg-brand text-white" : "border-stone-300 bg-white hover:bg-stone-100"
                    }`}
                  >
                    {name(p)}
                  </button>
                ))}
              </div>
            </fieldset>
            <Reasons list={live.errors.re} />
            <div className="grid gap-4 md:grid-cols-2">
              {(["re", "kontra"] as const).map((party: Party) => (
                <SelectField
                  key={party}
                  label={`Höchste Ansage ${party === "re" ? "Re" : "Kontra"}`}
                  value={draft.announcements[party]}
                  onChange={(e) => set({ announcements: { ...draft.announcements, [party]: e.target.value as Level } })}
                  options={[
                    { value: "none", label: LEVEL_NAMES.none },
                    { value: "ansage", label: party === "re" ? "Re" : "Kontra" },
                    ...(["k90", "k60", "k30", "schwarz"] as const).map((l) => ({ value: l, label: LEVEL_NAMES[l] })),
                  ]}
                />
              ))}
            </div>
            <Reasons list={live.errors.announcements} />
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <Field
                  label="Augen von Re"
                  name="reAugen"
                  type="number"
                  inputMode="numeric"
                  value={draft.reAugen}
                  onChange={(e) => set({ reAugen: e.target.value })}
                />
                {draft.reAugen.trim() !== "" && Number.isInteger(augen) ? <p className="mt-1 text-stone-600">Kontra: {240 - augen} Augen</p> : null}
                <Reasons list={live.errors.augen} />
              </div>
              <SelectField
                label="Ohne Stich"
                value={draft.tricksless ?? ""}
                onChange={(e) => set({ tricksless: (e.target.value || null) as Party | null })}
                options={[
                  { value: "", label: "beide Parteien haben Stiche" },
                  { value: "re", label: "Re ohne Stich" },
                  { value: "kontra", label: "Kontra ohne Stich" },
                ]}
              />
            </div>
            <Reasons list={live.errors.tricksless} />
            <fieldset>
              <legend className="mb-1 block text-base font-medium">Sonderpunkte</legend>
              <ul className="mb-2 space-y-1">
                {draft.special.map((s, i) => (
                  <li key={i} className="flex items-center gap-3">
                    <span className="text-lg">
                      {SPECIAL_NAMES[s.kind]} für {s.party === "re" ? "Re" : "Kontra"}
                    </span>
                    <Button type="button" variant="secondary" onClick={() => set({ special: draft.special.filter((_, j) => j !== i) })}>
                      Entfernen
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                {(["re", "kontra"] as const).flatMap((party) =>
                  SPECIAL_KINDS.map((kind: SpecialKind) => (
                    <Button key={`${party}-${kind}`} type="button" variant="secondary" onClick={() => set({ special: [...draft.special, { kind, party }] })}>
                      + {SPECIAL_NAMES[kind]} ({party === "re" ? "Re" : "Kontra"})
                    </Button>
                  )),
                )}
              </div>
            </fieldset>
            <Reasons list={live.errors.special} />
            <Reasons list={live.errors.general} />
            {live.missing.length ? <p className="text-stone-700">Noch offen: {live.missing.join(", ")}.</p> : null}
            {live.score ? (
              <p className="rounded-lg bg-green-50 p-3 text-lg" data-testid="game-preview">
                Wertung: {positions.map((p) => `${p.name} ${signed(live.score![p.position]!)}`).join(" · ")}
              </p>
            ) : null}
            <ErrorText error={errors.general} />
            {done ? <p className="text-green-800">{done}</p> : null}
            <Button type="submit" disabled={!live.ok || submit.isPending}>
              Spiel speichern
            </Button>
          </form>
        </Card>
      ) : (
        <p className="text-lg text-stone-700">{list.gamesLeft === 0 ? "Alle Spiele dieses Tisches sind gespielt." : "Die Eingabe ist geschlossen."}</p>
      )}

      <Card>
        <h2 className="mb-3 text-xl font-semibold">Spielliste</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-lg" data-testid="spielliste">
            <thead>
              <tr className="border-b border-stone-300 text-left">
                <th className="px-2 py-1">Spiel</th>
                {positions.map((p) => (
                  <th key={p.position} className="px-2 py-1 text-right">
                    {p.name}
                  </th>
                ))}
                <th className="px-2 py-1">Art</th>
              </tr>
            </thead>
            <tbody>
              {list.games.map((g) => (
                <tr key={g.number} className="border-b border-stone-200">
                  <td className="px-2 py-1">{g.number}</td>
                  {positions.map((p) => (
                    <td key={p.position} className={`px-2 py-1 text-right ${g.sitsOut === p.position ? "text-stone-400" : ""}`}>
                      {g.sitsOut === p.position ? "–" : signed(g.score[p.position] ?? 0)}
                      {g.dealer === p.position ? <span className="ml-1 text-sm text-stone-500">G</span> : null}
                    </td>
                  ))}
                  <td className="px-2 py-1">
                    {GAME_TYPE_NAMES[g.type] ?? g.type}
                    {g.soloist !== null && g.type !== "hochzeit" ? ` (${name(g.soloist)}${g.pflichtsolo ? ", Pflicht" : ""})` : ""}
                  </td>
                </tr>
              ))}
              <tr className="font-bold" data-testid="spielliste-totals">
                <td className="px-2 py-1">Summe</td>
                {positions.map((p) => (
                  <td key={p.position} className="px-2 py-1 text-right">
                    {signed(list.totals[p.position] ?? 0)}
                  </td>
                ))}
                <td />
              </tr>
            </tbody>
          </table>
        </div>
        <ul className="mt-3 space-y-1 text-base text-stone-700">
          <li>Noch {list.gamesLeft} von {view.gamesPlanned} Spielen. G = Geber{size === 5 ? "; zu fünft setzt der Geber aus (–)" : ""}.</li>
          <li>Jede Zeile ergibt 0: {list.checks.zeroSum ? "ja" : "nein – bitte prüfen"}.</li>
          <li>
            Summen alle gerade oder alle ungerade:{" "}
            {list.checks.parity === null ? "entfällt am Fünfertisch" : list.checks.parity ? "ja" : "nein – bitte prüfen"}.
          </li>
          {list.pflichtsolo ? (
            <li>Pflichtsolo gespielt: {positions.map((p) => `${p.name} ${list.pflichtsolo![p.position] ? "ja" : "offen"}`).join(" · ")}.</li>
          ) : null}
        </ul>
        {view.canUndo ? (
          <div className="mt-3">
            <Button type="button" variant="secondary" disabled={undo.isPending} onClick={onUndo}>
              Letztes Spiel zurücknehmen
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
