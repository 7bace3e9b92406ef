// A Doppelkopf tournament's settings on its organizer page: what they are, and the form to change them.
import { useTranslations } from "next-intl";
import type { DoppelkopfFormat } from "@/games";
import { editing } from "../../tournaments/settings-editing";
import type { TournamentView } from "../../tournaments/tournament-view";
import { DoppelkopfSettingsForm, type DoppelkopfSettings } from "./settings-form";
import { RankingNote } from "./place-cell";

const presetOf = (t: TournamentView): DoppelkopfSettings["preset"] => (t.rules.preset === "house" ? "house" : "ddv");

export function DoppelkopfSettingsSummary({ t }: { t: TournamentView }) {
  const f = t.format as DoppelkopfFormat;
  const m = useTranslations("doppelkopf");
  const tm = useTranslations("tournaments");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-stone-600">{m("settings.rules")}</dt>
      <dd>
        {m("settings.rulesState", { preset: m(`labels.presets.${presetOf(t)}`), frozen: t.rulesFrozenAt ? "true" : "false" })}
      </dd>
      <dt className="text-stone-600">{m("settings.rounds")}</dt>
      <dd>{t.roundsPlanned}</dd>
      <dt className="text-stone-600">{m("settings.gamesPerRound")}</dt>
      <dd>
        {m("settings.gamesValue", { four: f.gamesPerTable.four, five: f.gamesPerTable.five })}
      </dd>
      <dt className="text-stone-600">{m("settings.timePerRound")}</dt>
      <dd>
        {m("settings.minutesValue", { four: f.minutesPerRound.four, five: f.minutesPerRound.five })}
      </dd>
      <dt className="text-stone-600">{m("settings.seating")}</dt>
      <dd>{m(`labels.seatingModes.${f.seatingMode}`)}</dd>
      <dt className="text-stone-600">{m("settings.ranking")}</dt>
      <dd>
        {m(`labels.rankingModes.${f.rankingMode}`)}
        <span className="block text-stone-700">
          <RankingNote tiebreaks={f.playerTiebreaks ?? []} onlyComplete={f.rankOnlyComplete ?? false} />
        </span>
      </dd>
      <dt className="text-stone-600">{m("settings.entryMode")}</dt>
      <dd>{m(`entryModes.${t.entryMode}`)}</dd>
      <dt className="text-stone-600">{m("settings.visibility")}</dt>
      <dd>{tm(`labels.visibility.${t.visibility}`)}</dd>
      <dt className="text-stone-600">{m("settings.seed")}</dt>
      <dd>{t.seed}</dd>
    </dl>
  );
}

export function DoppelkopfSettingsEditor({ t }: { t: TournamentView }) {
  const f = t.format as DoppelkopfFormat;
  return (
    <DoppelkopfSettingsForm
      key={t.version}
      {...editing(t)}
      initial={{
        name: t.name,
        date: t.date,
        venue: t.venue,
        roundsPlanned: t.roundsPlanned,
        visibility: t.visibility,
        timeZone: t.timeZone,
        preset: presetOf(t),
        gamesPerTable: f.gamesPerTable,
        minutesPerRound: f.minutesPerRound,
        seatingMode: f.seatingMode,
        rankingMode: f.rankingMode,
        // A tournament stored before these options ranks with their defaults.
        playerTiebreaks: f.playerTiebreaks ?? [],
        rankOnlyComplete: f.rankOnlyComplete ?? false,
        entryMode: t.entryMode,
      }}
    />
  );
}
