"use client";
// Every setting of a tournament, with the documented defaults; used to create one and to edit it.
import { useTranslations } from "next-intl";
import { KLAMMERN_DEFAULT_RULES } from "@/engine";
import { DEFAULT_SCORING, DEFAULT_TIEBREAKS, TIEBREAKS } from "@/pairing";
import { DEFAULT_TIME_ZONE } from "@/lib/time-zone";
import { Button, ErrorText, Field } from "../../ui";
import { RULE_CHOICES, ruleTexts, SCHEDULE_TYPES, tiebreakHint, tiebreakName } from "../../tournaments/labels";
import { SelectField } from "../../tournaments/select-field";
import { numberOf, SettingsForm, useSettingsForm, type SettingsFormProps } from "../../tournaments/settings-form";

export interface TournamentSettings {
  name: string;
  date: string;
  venue: string | null;
  rules: Record<string, unknown>;
  matchFormat: { kind: "deals"; deals: number } | { kind: "target"; target: number };
  roundsPlanned: number;
  scheduleType: "swiss" | "round-robin";
  matchPoints: { win: number; draw: number; loss: number };
  byeScore: { matchPoints: number; pointsFor: number; pointsAgainst: number };
  tiebreaks: string[];
  visibility: "public" | "unlisted";
  timeZone: string;
  /** Summary or card-by-card entry at the table. Optional so that an edit page that does not pass it yet leaves the
   * stored mode alone (it is only sent when known or changed). */
  entryMode?: "summary" | "full";
}

const ENTRY_MODES = ["summary", "full"] as const;

export const DEFAULT_SETTINGS: TournamentSettings = {
  name: "",
  date: "",
  venue: "",
  rules: { ...KLAMMERN_DEFAULT_RULES },
  matchFormat: { kind: "deals", deals: 16 },
  roundsPlanned: 5,
  scheduleType: "swiss",
  matchPoints: { win: DEFAULT_SCORING.win, draw: DEFAULT_SCORING.draw, loss: DEFAULT_SCORING.loss },
  byeScore: { ...DEFAULT_SCORING.bye },
  tiebreaks: [...DEFAULT_TIEBREAKS],
  visibility: "unlisted",
  timeZone: DEFAULT_TIME_ZONE,
  entryMode: "summary",
};

export function TournamentSettingsForm(props: SettingsFormProps<TournamentSettings>) {
  const t = useTranslations("tournaments");
  const form = useSettingsForm(props, DEFAULT_SETTINGS);
  const { s, err, frozen } = form;
  const set = <K extends keyof TournamentSettings>(key: K, value: TournamentSettings[K]) => form.patch({ [key]: value });
  const common = {
    name: s.name,
    date: s.date,
    venue: s.venue ?? "",
    roundsPlanned: s.roundsPlanned,
    tiebreaks: s.tiebreaks,
    visibility: s.visibility,
    timeZone: s.timeZone,
  };
  const play = {
    rules: s.rules,
    matchFormat: s.matchFormat,
    scheduleType: s.scheduleType,
    matchPoints: s.matchPoints,
    byeScore: s.byeScore,
    ...(s.entryMode ? { entryMode: s.entryMode } : {}),
  };

  const moveTiebreak = (i: number, d: -1 | 1) => {
    const list = [...s.tiebreaks];
    const j = i + d;
    if (j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j]!, list[i]!];
    set("tiebreaks", list);
  };

  return (
    <SettingsForm
      form={form}
      input={{
        create: (clubId) => ({ clubId, ...common, ...play }),
        update: (frozen) => ({ ...common, ...(frozen ? {} : play) }),
      }}
      frozenNote={t("settingsForm.frozen")}
      error={form.errors.field("version") ?? form.errors.general}
      flow={
        <>
          <SelectField
            label={t("settingsForm.scheduleType")}
            value={s.scheduleType}
            onChange={(e) => set("scheduleType", e.target.value as TournamentSettings["scheduleType"])}
            options={SCHEDULE_TYPES.map((value) => ({ value, label: t(`labels.scheduleType.${value}`) }))}
            hint={t("settingsForm.scheduleHint")}
            error={err("scheduleType")}
          />
          <SelectField
            label={t("settingsForm.matchFormat")}
            value={s.matchFormat.kind}
            onChange={(e) =>
              set("matchFormat", e.target.value === "deals" ? { kind: "deals", deals: 16 } : { kind: "target", target: 701 })
            }
            options={[
              { value: "deals", label: t("settingsForm.formatDeals") },
              { value: "target", label: t("settingsForm.formatTarget") },
            ]}
            error={err("matchFormat")}
          />
          {s.matchFormat.kind === "deals" ? (
            <Field
              label={t("settingsForm.deals")}
              type="number"
              inputMode="numeric"
              value={Number.isNaN(s.matchFormat.deals) ? "" : s.matchFormat.deals}
              onChange={(e) => set("matchFormat", { kind: "deals", deals: numberOf(e.target.value) })}
              error={err("matchFormat.deals")}
            />
          ) : (
            <Field
              label={t("settingsForm.target")}
              type="number"
              inputMode="numeric"
              value={Number.isNaN(s.matchFormat.target) ? "" : s.matchFormat.target}
              onChange={(e) => set("matchFormat", { kind: "target", target: numberOf(e.target.value) })}
              error={err("matchFormat.target")}
            />
          )}
          <SelectField
            label={t("settingsForm.entry")}
            value={s.entryMode ?? "summary"}
            onChange={(e) => set("entryMode", e.target.value as "summary" | "full")}
            options={ENTRY_MODES.map((value) => ({ value, label: t(`settingsForm.entryMode.${value}`) }))}
            hint={t("settingsForm.entryHint")}
            error={err("entryMode")}
          />
        </>
      }
    >
      <fieldset className="space-y-3" disabled={frozen}>
        <legend className="mb-2 text-xl font-semibold">{t("settingsForm.scoring")}</legend>
        <div className="grid grid-cols-3 gap-3">
          {(["win", "draw", "loss"] as const).map((k) => (
            <Field
              key={k}
              label={t(`settingsForm.${k}`)}
              type="number"
              inputMode="numeric"
              value={Number.isNaN(s.matchPoints[k]) ? "" : s.matchPoints[k]}
              onChange={(e) => set("matchPoints", { ...s.matchPoints, [k]: numberOf(e.target.value) })}
              error={err(`matchPoints.${k}`)}
            />
          ))}
        </div>
        <ErrorText error={err("matchPoints")} />
        <p className="text-base font-medium">{t("settingsForm.bye")}</p>
        <div className="grid grid-cols-3 gap-3">
          {(["matchPoints", "pointsFor", "pointsAgainst"] as const).map((k) => (
            <Field
              key={k}
              label={t(({ matchPoints: "settingsForm.byeMatchPoints", pointsFor: "settingsForm.byeFor", pointsAgainst: "settingsForm.byeAgainst" } as const)[k])}
              type="number"
              inputMode="numeric"
              value={Number.isNaN(s.byeScore[k]) ? "" : s.byeScore[k]}
              onChange={(e) => set("byeScore", { ...s.byeScore, [k]: numberOf(e.target.value) })}
              error={err(`byeScore.${k}`)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-xl font-semibold">{t("settingsForm.order")}</legend>
        <ol className="space-y-2">
          {s.tiebreaks.map((tb, i) => (
            <li key={tb} className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 p-2">
              <span className="w-6 text-right font-semibold">{i + 1}.</span>
              <span className="mr-auto">
                <span className="font-medium">{tiebreakName(t, tb)}</span>{" "}
                <span className="text-sm text-stone-600">{tiebreakHint(t, tb)}</span>
              </span>
              <Button type="button" variant="secondary" onClick={() => moveTiebreak(i, -1)} aria-label={t("settingsForm.up")} disabled={i === 0}>
                ↑
              </Button>
              <Button type="button" variant="secondary" onClick={() => moveTiebreak(i, 1)} aria-label={t("settingsForm.down")} disabled={i === s.tiebreaks.length - 1}>
                ↓
              </Button>
              <Button type="button" variant="secondary" onClick={() => set("tiebreaks", s.tiebreaks.filter((x) => x !== tb))} aria-label={t("settingsForm.remove")}>
                ✕
              </Button>
            </li>
          ))}
        </ol>
        {TIEBREAKS.filter((tb) => !s.tiebreaks.includes(tb)).length ? (
          <div className="flex flex-wrap gap-2">
            {TIEBREAKS.filter((tb) => !s.tiebreaks.includes(tb)).map((tb) => (
              <Button key={tb} type="button" variant="secondary" onClick={() => set("tiebreaks", [...s.tiebreaks, tb])}>
                {t("settingsForm.add", { name: tiebreakName(t, tb) })}
              </Button>
            ))}
          </div>
        ) : null}
        <ErrorText error={err("tiebreaks")} />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2" disabled={frozen}>
        <legend className="mb-2 text-xl font-semibold">{t("settingsForm.rules")}</legend>
        <p className="md:col-span-2 text-stone-600">{t("settingsForm.rulesIntro")}</p>
        {RULE_CHOICES.map((c) => {
          const text = ruleTexts(t, c);
          return (
            <SelectField
              key={c.key}
              label={text.name}
              hint={text.hint}
              value={JSON.stringify(s.rules[c.key] ?? KLAMMERN_DEFAULT_RULES[c.key])}
              onChange={(e) => set("rules", { ...s.rules, [c.key]: JSON.parse(e.target.value) })}
              options={text.values.map((v) => ({ value: JSON.stringify(v.value), label: v.label }))}
            />
          );
        })}
        <div className="md:col-span-2">
          <ErrorText error={err("rules")} />
        </div>
      </fieldset>
    </SettingsForm>
  );
}
