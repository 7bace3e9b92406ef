"use client";
// A Doppelkopf tournament's settings: the general ones, the rules preset, the format (games and minutes per table
// size, seating, ranking) and how the tables enter their games, with the DDV's defaults; used to create one and to
// edit it.
import { useTranslations } from "next-intl";
import { DEFAULT_TIME_ZONE } from "@/lib/time-zone";
import type { GeneralSettings } from "../../tournaments/general-fields";
import { SelectField } from "../../tournaments/select-field";
import { numberOf, SettingsForm, useSettingsForm, type SettingsFormProps } from "../../tournaments/settings-form";
import { ErrorText, Field } from "../../ui";
import { ENTRY_MODE_NAMES } from "./full-record/labels";
import { DOPPELKOPF_PRESET_NAMES, GAMES_PER_TABLE_CHOICES, RANKING_MODE_NAMES, SEATING_MODE_NAMES } from "./labels";

type BySize = { four: number; five: number };

export interface DoppelkopfSettings extends GeneralSettings {
  preset: keyof typeof DOPPELKOPF_PRESET_NAMES;
  gamesPerTable: BySize;
  minutesPerRound: BySize;
  seatingMode: keyof typeof SEATING_MODE_NAMES;
  rankingMode: keyof typeof RANKING_MODE_NAMES;
  /** In order; none: equal rows share the place. */
  playerTiebreaks: PlayerTiebreak[];
  rankOnlyComplete: boolean;
  entryMode: keyof typeof ENTRY_MODE_NAMES;
}

const DEFAULTS: DoppelkopfSettings = {
  name: "",
  date: "",
  venue: "",
  roundsPlanned: 3,
  visibility: "unlisted",
  timeZone: DEFAULT_TIME_ZONE,
  preset: "ddv",
  gamesPerTable: { four: 24, five: 30 },
  minutesPerRound: { four: 100, five: 125 },
  seatingMode: "draw",
  rankingMode: "total",
  playerTiebreaks: [],
  rankOnlyComplete: false,
  entryMode: "summary",
};

const TIEBREAKS = ["bestRound", "points", "roundWins"] as const;
type PlayerTiebreak = (typeof TIEBREAKS)[number];

export function DoppelkopfSettingsForm(props: SettingsFormProps<DoppelkopfSettings>) {
  const m = useTranslations("doppelkopf");
  const form = useSettingsForm(props, DEFAULTS);
  const { s, patch, err } = form;
  const choice = GAMES_PER_TABLE_CHOICES.findIndex((c) => c.four === s.gamesPerTable.four && c.five === s.gamesPerTable.five);
  const general = { name: s.name, date: s.date, venue: s.venue ?? "", roundsPlanned: s.roundsPlanned, visibility: s.visibility, timeZone: s.timeZone };
  const format = {
    gamesPerTable: s.gamesPerTable,
    minutesPerRound: s.minutesPerRound,
    seatingMode: s.seatingMode,
    rankingMode: s.rankingMode,
    playerTiebreaks: s.playerTiebreaks,
    rankOnlyComplete: s.rankOnlyComplete,
  };
  const open = { rules: { preset: s.preset }, ...format, entryMode: s.entryMode };

  const sizes = (key: "gamesPerTable" | "minutesPerRound", label: string) =>
    (["four", "five"] as const).map((size) => (
      <Field
        key={`${key}.${size}`}
        label={m("settingsForm.fourOrFive", { label, size })}
        type="number"
        inputMode="numeric"
        value={Number.isNaN(s[key][size]) ? "" : s[key][size]}
        onChange={(e) => patch({ [key]: { ...s[key], [size]: numberOf(e.target.value) } })}
        error={err(`${key}.${size}`)}
      />
    ));

  return (
    <SettingsForm
      form={form}
      input={{
        create: (clubId) => ({ clubId, game: "doppelkopf", ...general, ...open }),
        update: (frozen) => ({ ...general, ...(frozen ? {} : open) }),
      }}
      frozenNote={m("settingsForm.frozen")}
      error={form.errors.field("version") ?? form.errors.field("game") ?? form.errors.general}
      flow={
        <>
          <SelectField
            label={m("settingsForm.rules")}
            value={s.preset}
            onChange={(e) => patch({ preset: e.target.value as DoppelkopfSettings["preset"] })}
            options={(Object.keys(DOPPELKOPF_PRESET_NAMES) as DoppelkopfSettings["preset"][]).map((value) => ({ value, label: m(`labels.presets.${value}`) }))}
            error={err("rules")}
          />
          <SelectField
            label={m("settingsForm.gamesPerRound")}
            value={choice >= 0 ? String(choice) : "custom"}
            onChange={(e) => {
              const c = GAMES_PER_TABLE_CHOICES[Number(e.target.value)];
              if (c) patch({ gamesPerTable: { four: c.four, five: c.five } });
            }}
            options={[...GAMES_PER_TABLE_CHOICES.map((c, i) => ({ value: String(i), label: m(c.four === 24 ? "labels.gamesPerTableDdv" : "labels.gamesPerTable", { four: c.four, five: c.five }) })), { value: "custom", label: m("settingsForm.custom") }]}
            hint={m("settingsForm.gamesHint")}
          />
          {sizes("gamesPerTable", m("settingsForm.games"))}
          {sizes("minutesPerRound", m("settingsForm.minutes"))}
          <SelectField
            label={m("settingsForm.seating")}
            value={s.seatingMode}
            onChange={(e) => patch({ seatingMode: e.target.value as DoppelkopfSettings["seatingMode"] })}
            options={(Object.keys(SEATING_MODE_NAMES) as DoppelkopfSettings["seatingMode"][]).map((value) => ({ value, label: m(`labels.seatingModes.${value}`) }))}
            error={err("seatingMode")}
          />
          <SelectField
            label={m("settingsForm.ranking")}
            value={s.rankingMode}
            onChange={(e) => patch({ rankingMode: e.target.value as DoppelkopfSettings["rankingMode"] })}
            options={(Object.keys(RANKING_MODE_NAMES) as DoppelkopfSettings["rankingMode"][]).map((value) => ({ value, label: m(`labels.rankingModes.${value}`) }))}
            error={err("rankingMode")}
          />
          {/* Tiebreaks in order: each select offers the ones not chosen before it; "none" ends the list. */}
          {TIEBREAKS.map((_, k) =>
            k <= s.playerTiebreaks.length ? (
              <SelectField
                key={`tiebreak-${k}`}
                label={m("ranking.tiebreakField", { n: k + 1 })}
                value={s.playerTiebreaks[k] ?? ""}
                onChange={(e) => {
                  const chosen = e.target.value as PlayerTiebreak | "";
                  patch({ playerTiebreaks: chosen ? [...s.playerTiebreaks.slice(0, k), chosen] : s.playerTiebreaks.slice(0, k) });
                }}
                options={[
                  { value: "", label: m("ranking.tiebreakNone") },
                  ...TIEBREAKS.filter((x) => !s.playerTiebreaks.slice(0, k).includes(x)).map((value) => ({ value, label: m(`ranking.tiebreakNames.${value}`) })),
                ]}
                hint={k === 0 ? m("ranking.hint") : undefined}
                error={k === 0 ? err("playerTiebreaks") : null}
              />
            ) : null,
          )}
          <label className="flex min-h-12 items-center gap-3 text-lg md:col-span-2">
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={s.rankOnlyComplete}
              onChange={(e) => patch({ rankOnlyComplete: e.target.checked })}
            />
            {m("ranking.onlyCompleteField")}
          </label>
          <ErrorText error={err("rankOnlyComplete")} />
          <SelectField
            label={m("settingsForm.entryMode")}
            value={s.entryMode}
            onChange={(e) => patch({ entryMode: e.target.value as DoppelkopfSettings["entryMode"] })}
            options={(Object.keys(ENTRY_MODE_NAMES) as DoppelkopfSettings["entryMode"][]).map((value) => ({ value, label: m(`entryModes.${value}`) }))}
            hint={m("settingsForm.entryHint")}
            error={err("entryMode")}
          />
        </>
      }
    />
  );
}
