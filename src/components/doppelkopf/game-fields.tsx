"use client";
// The fields of one Doppelkopf game (one model for a new game and a corrected one): game type, Klärungsstich, Re by
// player, the highest announcement per party, Re's Augen, a party without tricks, special points; each field with
// its reasons in German.
import { SelectField } from "../tournaments/select-field";
import { ChoiceButtons } from "../results/choice-buttons";
import { Button, Field } from "../ui";
import { reCount, SPECIAL_KINDS, type GameDraft, type Level, type Party, type SpecialKind } from "./game-draft";
import { GAME_TYPE_NAMES, LEVEL_NAMES, SPECIAL_NAMES } from "./labels";

export function Reasons({ list }: { list?: string[] }) {
  if (!list?.length) return null;
  return (
    <ul role="alert" className="mt-1 text-base text-red-800">
      {list.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}

export function GameFields({
  draft,
  set,
  active,
  name,
  types,
  errors,
}: {
  draft: GameDraft;
  set: (patch: Partial<GameDraft>) => void;
  /** The positions that play this game (at five: all but the dealer). */
  active: number[];
  name: (position: number) => string;
  types: string[];
  /** Reasons by field: type, klaerungsstich, re, announcements, augen, tricksless, special. */
  errors: Record<string, string[]>;
}) {
  const toggleRe = (p: number) => {
    const has = draft.re.includes(p);
    set({ re: has ? draft.re.filter((x) => x !== p) : [...draft.re, p].slice(-reCount(draft)) });
  };
  const augen = Number(draft.reAugen);
  return (
    <>
      <ChoiceButtons
        label="Spielart"
        name="type"
        value={draft.type}
        onChange={(type) => set({ type, re: [], klaerungsstich: type === "hochzeit" ? 1 : null })}
        options={types.map((t) => ({ value: t, label: GAME_TYPE_NAMES[t] ?? t }))}
      />
      <Reasons list={errors.type} />
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
      <Reasons list={errors.klaerungsstich} />
      <fieldset>
        <legend className="mb-1 block text-base font-medium">
          {reCount(draft) === 2 ? "Re (zwei Spieler antippen)" : draft.type === "hochzeit" ? "Re (wer hatte die Hochzeit?)" : "Re (der Solist)"}
        </legend>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Re">
          {active.map((p) => (
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
      <Reasons list={errors.re} />
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
      <Reasons list={errors.announcements} />
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <Field label="Augen von Re" name="reAugen" type="number" inputMode="numeric" value={draft.reAugen} onChange={(e) => set({ reAugen: e.target.value })} />
          {draft.reAugen.trim() !== "" && Number.isInteger(augen) ? <p className="mt-1 text-stone-600">Kontra: {240 - augen} Augen</p> : null}
          <Reasons list={errors.augen} />
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
      <Reasons list={errors.tricksless} />
      <fieldset>
        <legend className="mb-1 block text-base font-medium">Sonderpunkte</legend>
        <ul className="mb-2 space-y-1">
          {draft.special.map((s, i) => (
            <li key={i} className="flex items-center gap-3">
              <span className="text-lg">
                {SPECIAL_NAMES[s.kind] ?? s.kind} für {s.party === "re" ? "Re" : "Kontra"}
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
      <Reasons list={errors.special} />
    </>
  );
}
