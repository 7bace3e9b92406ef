// A Klammern tournament's settings on its organizer page: what they are, and the form to change them.
import { SCHEDULE_TYPE_NAMES, TIEBREAK_NAMES, VISIBILITY_NAMES } from "../tournaments/labels";
import { TournamentSettingsForm, type TournamentSettings } from "../tournaments/tournament-settings-form";
import type { TournamentView } from "../tournaments/tournament-view";

export function KlammernSettingsSummary({ t }: { t: TournamentView }) {
  const format = t.matchFormat.kind === "deals" ? `${t.matchFormat.deals} Spiele je Partie` : `Partie bis ${t.matchFormat.target} Punkte`;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-stone-600">Auslosung</dt>
      <dd>{SCHEDULE_TYPE_NAMES[t.scheduleType]}, {t.roundsPlanned} Runden</dd>
      <dt className="text-stone-600">Partie</dt>
      <dd>{format}</dd>
      <dt className="text-stone-600">Matchpunkte</dt>
      <dd>
        Sieg {t.matchPoints.win} · Unentschieden {t.matchPoints.draw} · Niederlage {t.matchPoints.loss}
      </dd>
      <dt className="text-stone-600">Freilos</dt>
      <dd>
        {t.byeScore.matchPoints} Matchpunkte, {t.byeScore.pointsFor}:{t.byeScore.pointsAgainst} Spielpunkte
      </dd>
      <dt className="text-stone-600">Tabelle nach</dt>
      <dd>{t.tiebreaks.map((x) => TIEBREAK_NAMES[x]?.name ?? x).join(", ")}</dd>
      <dt className="text-stone-600">Sichtbarkeit</dt>
      <dd>{VISIBILITY_NAMES[t.visibility]}</dd>
      <dt className="text-stone-600">Regeln</dt>
      <dd>{t.rulesFrozenAt ? "stehen fest (seit Beginn von Runde 1)" : "noch änderbar"}</dd>
      <dt className="text-stone-600">Seed</dt>
      <dd>{t.seed}</dd>
    </dl>
  );
}

export function KlammernSettingsEditor({ t }: { t: TournamentView }) {
  return (
    <TournamentSettingsForm
      key={t.version}
      mode="edit"
      tournamentId={t.id}
      version={t.version}
      frozen={!!t.rulesFrozenAt}
      initial={
        {
          name: t.name,
          date: t.date,
          venue: t.venue,
          rules: t.rules,
          matchFormat: t.matchFormat,
          roundsPlanned: t.roundsPlanned,
          scheduleType: t.scheduleType,
          matchPoints: t.matchPoints,
          byeScore: t.byeScore,
          tiebreaks: t.tiebreaks,
          visibility: t.visibility,
          entryMode: t.entryMode,
        } satisfies TournamentSettings
      }
    />
  );
}
