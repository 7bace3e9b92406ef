// A Doppelkopf tournament's settings on its organizer page: what they are, and the form to change them.
import type { DoppelkopfFormat } from "@/games";
import { VISIBILITY_NAMES } from "../tournaments/labels";
import type { TournamentView } from "../tournaments/tournament-view";
import { DOPPELKOPF_PRESET_NAMES, RANKING_MODE_NAMES, SEATING_MODE_NAMES } from "./labels";
import { ENTRY_MODE_NAMES } from "./full-record/labels";
import { DoppelkopfSettingsForm, type DoppelkopfSettings } from "./settings-form";

const presetOf = (t: TournamentView): DoppelkopfSettings["preset"] => (t.rules.preset === "house" ? "house" : "ddv");

export function DoppelkopfSettingsSummary({ t }: { t: TournamentView }) {
  const f = t.format as DoppelkopfFormat;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-stone-600">Regeln</dt>
      <dd>
        {DOPPELKOPF_PRESET_NAMES[presetOf(t)]}, {t.rulesFrozenAt ? "stehen fest (seit Beginn von Runde 1)" : "noch änderbar"}
      </dd>
      <dt className="text-stone-600">Runden</dt>
      <dd>{t.roundsPlanned}</dd>
      <dt className="text-stone-600">Spiele je Runde</dt>
      <dd>
        {f.gamesPerTable.four} zu viert · {f.gamesPerTable.five} zu fünft
      </dd>
      <dt className="text-stone-600">Zeit je Runde</dt>
      <dd>
        {f.minutesPerRound.four} min zu viert · {f.minutesPerRound.five} min zu fünft
      </dd>
      <dt className="text-stone-600">Sitzordnung</dt>
      <dd>{SEATING_MODE_NAMES[f.seatingMode]}</dd>
      <dt className="text-stone-600">Wertung</dt>
      <dd>{RANKING_MODE_NAMES[f.rankingMode]}</dd>
      <dt className="text-stone-600">Eingabe am Tisch</dt>
      <dd>{ENTRY_MODE_NAMES[t.entryMode]}</dd>
      <dt className="text-stone-600">Sichtbarkeit</dt>
      <dd>{VISIBILITY_NAMES[t.visibility]}</dd>
      <dt className="text-stone-600">Seed</dt>
      <dd>{t.seed}</dd>
    </dl>
  );
}

export function DoppelkopfSettingsEditor({ t }: { t: TournamentView }) {
  const f = t.format as DoppelkopfFormat;
  return (
    <DoppelkopfSettingsForm
      key={t.version}
      mode="edit"
      tournamentId={t.id}
      version={t.version}
      frozen={!!t.rulesFrozenAt}
      initial={{
        name: t.name,
        date: t.date,
        venue: t.venue,
        roundsPlanned: t.roundsPlanned,
        visibility: t.visibility,
        preset: presetOf(t),
        gamesPerTable: f.gamesPerTable,
        minutesPerRound: f.minutesPerRound,
        seatingMode: f.seatingMode,
        rankingMode: f.rankingMode,
        entryMode: t.entryMode,
      }}
    />
  );
}
