// The settings every tournament has, whatever its game: name, date, venue, rounds, visibility.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { Field } from "../ui";
import { VISIBILITIES } from "./labels";
import { SelectField } from "./select-field";

export interface GeneralSettings {
  name: string;
  date: string;
  venue: string | null;
  roundsPlanned: number;
  visibility: "public" | "unlisted";
  /** The hall's time zone (an IANA name): every time of the day is entered and shown in it. */
  timeZone: string;
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
  const t = useTranslations("tournaments");
  // The zones this browser knows, offered while typing (read after hydration: the server's list may differ; the
  // server checks the name either way).
  const [zones, setZones] = useState<string[]>([]);
  useEffect(() => setZones(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []), []);
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-xl font-semibold">{t("general.legend")}</legend>
      <Field label={t("general.name")} value={s.name} onChange={(e) => set({ name: e.target.value })} error={err("name")} required />
      <Field label={t("general.date")} type="date" value={s.date} onChange={(e) => set({ date: e.target.value })} error={err("date")} required />
      <Field label={t("general.venue")} value={s.venue ?? ""} onChange={(e) => set({ venue: e.target.value })} error={err("venue")} />
      <Field
        label={t("general.rounds")}
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        value={Number.isNaN(s.roundsPlanned) ? "" : s.roundsPlanned}
        onChange={(e) => set({ roundsPlanned: e.target.value.trim() === "" ? Number.NaN : Number(e.target.value) })}
        error={err("roundsPlanned")}
      />
      <SelectField
        label={t("general.visibility")}
        value={s.visibility}
        onChange={(e) => set({ visibility: e.target.value as GeneralSettings["visibility"] })}
        options={VISIBILITIES.map((value) => ({ value, label: t(`labels.visibility.${value}`) }))}
        error={err("visibility")}
      />
      <Field
        label={t("general.timeZone")}
        list="time-zones"
        autoComplete="off"
        spellCheck={false}
        value={s.timeZone}
        onChange={(e) => set({ timeZone: e.target.value })}
        error={err("timeZone")}
      />
      <datalist id="time-zones">
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </fieldset>
  );
}

/** Today in the organizer's own time zone (toISOString would give the UTC day). */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
