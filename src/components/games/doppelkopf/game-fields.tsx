"use client";
// The fields of one Doppelkopf game (one model for a new game and a corrected one): game type, Klärungsstich, Re by
// player, the highest announcement per party, Re's Augen, a party without tricks, special points; each field with
// its reasons in German.
import { useTranslations } from "next-intl";
import { SelectField } from "../../tournaments/select-field";
import { ChoiceButtons } from "../../results/choice-buttons";
import { Field } from "../../ui";
import { reCount, SPECIAL_KINDS, type GameDraft, type Level, type Party, type SpecialKind } from "./game-draft";
import { gameTypeName, type DoppelkopfT } from "./labels";

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
  compact = false,
}: {
  draft: GameDraft;
  set: (patch: Partial<GameDraft>) => void;
  /** The positions that play this game (at five: all but the dealer). */
  active: number[];
  name: (position: number) => string;
  types: string[];
  /** Reasons by field: type, klaerungsstich, re, announcements, augen, tricksless, special. */
  errors: Record<string, string[]>;
  /** The table's tablet: tighter rows on a landscape screen (the `short` variant), touch targets still 45 px. */
  compact?: boolean;
}) {
  // 2.5rem at the app's 18 px type: 45 px, above the 44 px a finger needs.
  const tight = compact ? "short:min-h-10 short:py-1" : "";
  const m = useTranslations("doppelkopf");
  const toggleRe = (p: number) => {
    const has = draft.re.includes(p);
    set({ re: has ? draft.re.filter((x) => x !== p) : [...draft.re, p].slice(-reCount(draft)) });
  };
  const augen = Number(draft.reAugen);
  return (
    <>
      <ChoiceButtons
        label={m("gameFields.type")}
        name="type"
        value={draft.type}
        onChange={(type) => set({ type, re: [], klaerungsstich: type === "hochzeit" ? 1 : null })}
        buttonClassName={compact ? "short:min-h-10 short:px-3 short:py-1 short:text-base" : ""}
        options={types.map((t) => ({ value: t, label: gameTypeName(m, t) }))}
      />
      <Reasons list={errors.type} />
      {draft.type === "hochzeit" ? (
        <ChoiceButtons<string>
          label={m("gameFields.klaerungsstich")}
          name="klaerungsstich"
          value={draft.klaerungsstich === null ? "allein" : String(draft.klaerungsstich)}
          onChange={(v) => set({ klaerungsstich: v === "allein" ? null : Number(v), re: draft.re.slice(0, v === "allein" ? 1 : 2) })}
          options={[
            { value: "1", label: m("gameFields.trickN", { n: 1 }) },
            { value: "2", label: m("gameFields.trickN", { n: 2 }) },
            { value: "3", label: m("gameFields.trickN", { n: 3 }) },
            { value: "allein", label: m("gameFields.alone") },
          ]}
        />
      ) : null}
      <Reasons list={errors.klaerungsstich} />
      <fieldset>
        <legend className="mb-1 block text-base font-medium">
          {reCount(draft) === 2 ? m("gameFields.reTwo") : draft.type === "hochzeit" ? m("gameFields.reHochzeit") : m("gameFields.reSolo")}
        </legend>
        <div className="flex flex-wrap gap-2" role="group" aria-label={m("gameFields.re")}>
          {active.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={draft.re.includes(p)}
              onClick={() => toggleRe(p)}
              className={`min-h-12 rounded-lg border px-4 py-2 text-lg font-semibold ${tight} ${
                draft.re.includes(p) ? "border-brand bg-brand text-white" : "border-stone-300 bg-white hover:bg-stone-100"
              }`}
            >
              {name(p)}
            </button>
          ))}
        </div>
      </fieldset>
      <Reasons list={errors.re} />
      {/* Announcements, Augen and tricks in one row on a tablet: one game fits one screen (1024x768). */}
      <div className={`grid gap-4 md:grid-cols-2 lg:grid-cols-4 ${compact ? "short:gap-x-3 short:gap-y-2" : ""}`}>
        {(["re", "kontra"] as const).map((party: Party) => (
          <SelectField
            key={party}
            label={party === "re" ? m("gameFields.highestRe") : m("gameFields.highestKontra")}
            value={draft.announcements[party]}
            onChange={(e) => set({ announcements: { ...draft.announcements, [party]: e.target.value as Level } })}
            options={[
              { value: "none", label: m("labels.levels.none") },
              { value: "ansage", label: party === "re" ? "Re" : "Kontra" },
              ...(["k90", "k60", "k30", "schwarz"] as const).map((l) => ({ value: l, label: m(`labels.levels.${l}`) })),
            ]}
          />
        ))}
        <div>
          <Field label={m("gameFields.augenRe")} name="reAugen" type="number" inputMode="numeric" value={draft.reAugen} onChange={(e) => set({ reAugen: e.target.value })} />
          {draft.reAugen.trim() !== "" && Number.isInteger(augen) && augen >= 0 && augen <= 240 ? <p className="mt-1 text-stone-600">{m("gameFields.kontraAugen", { augen: 240 - augen })}</p> : null}
          <Reasons list={errors.augen} />
        </div>
        <SelectField
          label={m("gameFields.tricksless")}
          value={draft.tricksless ?? ""}
          onChange={(e) => set({ tricksless: (e.target.value || null) as Party | null })}
          options={[
            { value: "", label: m("gameFields.bothTricks") },
            { value: "re", label: m("gameFields.reTricksless") },
            { value: "kontra", label: m("gameFields.kontraTricksless") },
          ]}
        />
      </div>
      <Reasons list={errors.announcements} />
      <Reasons list={errors.tricksless} />
      <SpecialPoints m={m} special={draft.special} set={(special) => set({ special })} tight={tight} />
      <Reasons list={errors.special} />
    </>
  );
}

/** Special points as one row per party: a tap adds one (a count shows how many), the small × takes one away. */
function SpecialPoints({
  m,
  special,
  set,
  tight,
}: {
  m: DoppelkopfT;
  special: GameDraft["special"];
  set: (special: GameDraft["special"]) => void;
  /** Classes that make a button lower on a landscape tablet (GameFields' compact). */
  tight: string;
}) {
  const count = (party: Party, kind: SpecialKind) => special.filter((s) => s.party === party && s.kind === kind).length;
  const remove = (party: Party, kind: SpecialKind) => {
    const i = special.findLastIndex((s) => s.party === party && s.kind === kind);
    set(special.filter((_, j) => j !== i));
  };
  return (
    <fieldset>
      <legend className="mb-1 block text-base font-medium">{m("gameFields.special")}</legend>
      <div className={`space-y-2 ${tight ? "short:space-y-1.5" : ""}`}>
        {(["re", "kontra"] as const).map((party) => (
          // No group role: its name would contain "Re" and shadow the Re players' group for assistive technology.
          <div key={party} className="flex flex-wrap items-center gap-2">
            <span className="w-full text-lg font-semibold sm:w-16">{party === "re" ? "Re" : "Kontra"}</span>
            {SPECIAL_KINDS.map((kind: SpecialKind) => {
              const n = count(party, kind);
              return (
                <span key={kind} className="inline-flex">
                  <button
                    type="button"
                    aria-label={m("gameFields.specialFor", { name: m(`labels.specials.${kind}`), party: party === "re" ? "Re" : "Kontra", count: String(n) })}
                    onClick={() => set([...special, { kind, party }])}
                    className={`min-h-12 rounded-lg border px-3 text-lg font-semibold ${tight} ${n ? "rounded-r-none border-brand bg-brand text-white" : "border-stone-300 bg-white hover:bg-stone-100"}`}
                  >
                    {m(`labels.specials.${kind}`)}
                    {n > 1 ? ` ×${n}` : ""}
                  </button>
                  {n ? (
                    <button
                      type="button"
                      aria-label={m("gameFields.specialRemove", { name: m(`labels.specials.${kind}`), party: party === "re" ? "Re" : "Kontra" })}
                      onClick={() => remove(party, kind)}
                      className={`min-h-12 min-w-11 rounded-r-lg border border-l-0 border-brand bg-white text-xl font-bold text-brand hover:bg-stone-100 ${tight}`}
                    >
                      ×
                    </button>
                  ) : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
