// A Klammern tournament's settings on its organizer page: what they are, and the form to change them.
import { useTranslations } from "next-intl";
import { klammernFormat } from "@/games";
import { tiebreakName } from "../../tournaments/labels";
import { TournamentSettingsForm, type TournamentSettings } from "./settings-form";
import { editing } from "../../tournaments/settings-editing";
import type { TournamentView } from "../../tournaments/tournament-view";

export function KlammernSettingsSummary({ t }: { t: TournamentView }) {
  const k = useTranslations("klammern.settings");
  const tt = useTranslations("tournaments");
  const f = klammernFormat(t);
  const format = f.matchFormat.kind === "deals" ? k("deals", { count: f.matchFormat.deals }) : k("target", { target: f.matchFormat.target });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-stone-600">{k("scheduleType")}</dt>
      <dd>{k("rounds", { type: tt(`labels.scheduleType.${f.scheduleType}`), count: t.roundsPlanned })}</dd>
      <dt className="text-stone-600">{k("match")}</dt>
      <dd>{format}</dd>
      <dt className="text-stone-600">{k("matchPoints")}</dt>
      <dd>
        {k("matchPointsValue", { win: f.matchPoints.win, draw: f.matchPoints.draw, loss: f.matchPoints.loss })}
      </dd>
      <dt className="text-stone-600">{k("bye")}</dt>
      <dd>
        {k("byeValue", { matchPoints: f.byeScore.matchPoints, pointsFor: f.byeScore.pointsFor, pointsAgainst: f.byeScore.pointsAgainst })}
      </dd>
      <dt className="text-stone-600">{k("tiebreaks")}</dt>
      <dd>{f.tiebreaks.map((x) => tiebreakName(tt, x)).join(", ")}</dd>
      <dt className="text-stone-600">{k("visibility")}</dt>
      <dd>{tt(`labels.visibility.${t.visibility}`)}</dd>
      <dt className="text-stone-600">{k("rules")}</dt>
      <dd>{t.rulesFrozenAt ? k("frozen") : k("open")}</dd>
      <dt className="text-stone-600">{k("seed")}</dt>
      <dd>{t.seed}</dd>
    </dl>
  );
}

export function KlammernSettingsEditor({ t }: { t: TournamentView }) {
  return (
    <TournamentSettingsForm
      key={t.version}
      {...editing(t)}
      initial={
        {
          name: t.name,
          date: t.date,
          venue: t.venue,
          rules: t.rules,
          ...klammernFormat(t),
          roundsPlanned: t.roundsPlanned,
          visibility: t.visibility,
          timeZone: t.timeZone,
          entryMode: t.entryMode,
        } satisfies TournamentSettings
      }
    />
  );
}
