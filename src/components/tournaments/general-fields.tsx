// The settings every tournament has, whatever its game: name, date, venue, rounds, visibility.
import type { Bilingual } from "@/lib/bilingual";
import { Field } from "../ui";
import { VISIBILITY_NAMES } from "./labels";
import { SelectField } from "./select-field";

export interface GeneralSettings {
  name: string;
  date: string;
  venue: string | null;
  roundsPlanned: number;
  visibility: "public" | "unlisted";
}

export function GeneralFields<S extends GeneralSettings>({
  s,
  set,
  err,
}: {
  s: S;
  set: (patch: Partial<GeneralSettings>) => void;
  err: (...keys: string[]) => Bilingual | null;
}) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-xl font-semibold">Allgemein</legend>
      <Field label="Name des Turniers" value={s.name} onChange={(e) => set({ name: e.target.value })} error={err("name")} required />
      <Field label="Datum" type="date" value={s.date} onChange={(e) => set({ date: e.target.value })} error={err("date")} required />
      <Field label="Ort / Lokal" value={s.venue ?? ""} onChange={(e) => set({ venue: e.target.value })} error={err("venue")} />
      <Field
        label="Anzahl Runden"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        value={Number.isNaN(s.roundsPlanned) ? "" : s.roundsPlanned}
        onChange={(e) => set({ roundsPlanned: e.target.value.trim() === "" ? Number.NaN : Number(e.target.value) })}
        error={err("roundsPlanned")}
      />
      <SelectField
        label="Sichtbarkeit"
        value={s.visibility}
        onChange={(e) => set({ visibility: e.target.value as GeneralSettings["visibility"] })}
        options={Object.entries(VISIBILITY_NAMES).map(([value, label]) => ({ value, label }))}
        error={err("visibility")}
      />
    </fieldset>
  );
}

/** Today in the organizer's own time zone (toISOString would give the UTC day). */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
