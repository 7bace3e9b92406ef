"use client";
// A season's settings: name, game, whom it ranks and what counts, its dates and its rule. Creates one, and edits the
// name, dates and rule of a stored one (its game and whom it ranks stay: its rows are built from them).
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { gameIds, gameOf, type GameId } from "@/games";
import { usePick } from "@/i18n/use-pick";
import { CLUB_INDEX, CLUB_MISSED_EVENING, DDV_DEFAULTS } from "@/seasons";
import { useTRPC } from "@/trpc/client";
import { signed } from "../public/format";
import { SelectField } from "../tournaments/select-field";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { RULE_KINDS } from "./format";
import { Check, Choices } from "./choice-fields";
import { DDV_MONTHS, EMPTY, ruleInput, stateOf, windowInput, type FormState } from "./season-form-state";
import type { SeasonRuleKind, SeasonSettings } from "./types";

type Props = { mode: "create"; clubId: string } | { mode: "edit"; season: SeasonSettings };

export function SeasonForm(props: Props) {
  const t = useTranslations("seasons.form");
  const tr = useTranslations("seasons.rules");
  const pick = usePick();
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [s, setS] = useState<FormState>(props.mode === "edit" ? stateOf(props.season) : EMPTY);
  const [saved, setSaved] = useState(false);
  // The version these fields were read at: a refresh of the page (after another change on it) keeps what is typed
  // here, and an edit by someone else meanwhile is still refused as stale.
  const [version, setVersion] = useState(props.mode === "edit" ? props.season.version : 0);
  const create = useMutation(trpc.season.create.mutationOptions());
  const update = useMutation(trpc.season.update.mutationOptions());
  // This year in the browser (the server's clock and time zone never decide it, and hydration matches).
  useEffect(() => {
    if (props.mode !== "create") return;
    const year = new Date().getFullYear();
    setS((x) => (x.window.from || x.window.to ? x : { ...x, window: { ...x.window, from: `${year}-01-01`, to: `${year}-12-31` } }));
  }, [props.mode]);

  const err = (...keys: string[]) => keys.map((k) => errors.field(k)).find(Boolean) ?? null;
  const setRule = (patch: Partial<FormState["rule"]>) => setS((x) => ({ ...x, rule: { ...x.rule, ...patch } }));
  const setWindow = (patch: Partial<FormState["window"]>) => setS((x) => ({ ...x, window: { ...x.window, ...patch } }));
  // Fixed pairs and match points exist only where the game ranks pairs (the game's module says so).
  const pairsGame = gameOf(s.game).standings.kind === "pairs";
  const busy = create.isPending || update.isPending;

  function chooseRule(kind: SeasonRuleKind) {
    setS((x) => {
      if (kind === "ddv") {
        return {
          ...x,
          rule: {
            ...x.rule,
            kind,
            minRounds: String(DDV_DEFAULTS.minRounds),
            minPlayers: String(DDV_DEFAULTS.eventFilter.minPlayers),
            minEventRounds: String(DDV_DEFAULTS.eventFilter.minRounds),
          },
          window: { ...x.window, kind: "rolling", months: String(DDV_MONTHS) },
        };
      }
      // Leaving the DDV list: its thresholds are no filter the new rule asked for.
      const fromDdv = x.rule.kind === "ddv" ? { minRounds: "", minPlayers: "", minEventRounds: "" } : {};
      return { ...x, rule: { ...x.rule, ...fromDdv, kind } };
    });
  }

  function chooseGame(game: GameId) {
    const pairs = gameOf(game).standings.kind === "pairs";
    setS((x) => ({ ...x, game, ...(pairs ? {} : { subject: "players", value: "points" }) }));
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    errors.clear();
    setSaved(false);
    const settings = { name: s.name, rule: ruleInput(s.rule), window: windowInput(s.window) };
    try {
      if (props.mode === "create") {
        const row = await create.mutateAsync({ clubId: props.clubId, game: s.game, subject: s.subject, value: s.value, ...settings });
        router.push(`/org/saisons/${row.id}`);
      } else {
        const row = await update.mutateAsync({ seasonId: props.season.id, version, ...settings });
        setVersion(row.version);
        setSaved(true);
        router.refresh();
      }
    } catch (error) {
      errors.fromError(error);
    }
  }

  const number = (key: "minRounds" | "best" | "minPlayers" | "minEventRounds", label: string, hint?: string) => (
    <div>
      <Field
        label={label}
        type="number"
        inputMode="numeric"
        min={1}
        value={s.rule[key]}
        onChange={(e) => setRule({ [key]: e.target.value })}
        error={err(`rule.${key}`)}
      />
      {hint ? <p className="mt-1 text-sm text-stone-600">{hint}</p> : null}
    </div>
  );
  const filtersUsed = s.rule.kind !== "ddv" && (s.rule.minPlayers !== "" || s.rule.minEventRounds !== "" || (s.rule.kind !== "average" && s.rule.minRounds !== ""));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" data-testid="season-form">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold">{t("general")}</legend>
        <Field label={t("name")} value={s.name} onChange={(e) => setS((x) => ({ ...x, name: e.target.value }))} error={err("name")} required />
        {props.mode === "create" ? (
          <SelectField
            label={t("game")}
            value={s.game}
            onChange={(e) => chooseGame(e.target.value as GameId)}
            options={gameIds.map((g) => ({ value: g, label: pick(gameOf(g).name) }))}
            error={err("game")}
          />
        ) : (
          <div>
            <span className="mb-1 block text-base font-medium">{t("game")}</span>
            <p className="min-h-12 py-2 text-lg">{pick(gameOf(s.game).name)}</p>
            <p className="text-sm text-stone-600">{t("fixed")}</p>
          </div>
        )}
        {pairsGame ? (
          <>
            <Choices
              legend={t("subject")}
              name="subject"
              value={s.subject}
              disabled={props.mode === "edit"}
              onChange={(subject) => setS((x) => ({ ...x, subject }))}
              options={[
                { value: "players", label: t("subjects.players") },
                { value: "pairs", label: t("subjects.pairs") },
              ]}
              error={err("subject")}
            />
            <Choices
              legend={t("value")}
              name="value"
              value={s.value}
              disabled={props.mode === "edit"}
              onChange={(value) => setS((x) => ({ ...x, value }))}
              options={[
                { value: "points", label: t("values.points") },
                { value: "matchPoints", label: t("values.matchPoints") },
              ]}
              error={err("value")}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-semibold">{t("window")}</legend>
        <Choices
          legend={t("windowKind")}
          name="window-kind"
          value={s.window.kind}
          onChange={(kind) => setWindow({ kind })}
          options={[
            { value: "range", label: t("range") },
            { value: "rolling", label: t("rolling"), hint: t("rollingHint") },
          ]}
          error={err("window", "window.kind")}
        />
        {s.window.kind === "range" ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={t("from")} type="date" value={s.window.from} onChange={(e) => setWindow({ from: e.target.value })} error={err("window.from")} />
            <Field label={t("to")} type="date" value={s.window.to} onChange={(e) => setWindow({ to: e.target.value })} error={err("window.to")} />
          </div>
        ) : (
          <div className="max-w-xs">
            <Field
              label={t("months")}
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              value={s.window.months}
              onChange={(e) => setWindow({ months: e.target.value })}
              error={err("window.months")}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-semibold">{t("rule")}</legend>
        <Choices
          legend={t("ruleKind")}
          name="rule-kind"
          value={s.rule.kind}
          onChange={chooseRule}
          options={RULE_KINDS.map((kind) => ({ value: kind, label: tr(`${kind}.name`), hint: tr(`${kind}.text`) }))}
          error={err("rule", "rule.kind")}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {s.rule.kind === "average" ? number("minRounds", t("minRounds"), t("minRoundsHint")) : null}
          {s.rule.kind === "bestOf" ? number("best", t("best")) : null}
          {s.rule.kind === "ddv" ? (
            <>
              {number("minRounds", t("minRounds"), t("minRoundsHint"))}
              {number("minPlayers", t("minPlayers"))}
              {number("minEventRounds", t("minEventRounds"))}
            </>
          ) : null}
        </div>
        {s.rule.kind === "placement" ? (
          <div className="space-y-3">
            <Check
              label={t("index", { factor: CLUB_INDEX.placementFactor, divisor: CLUB_INDEX.pointsDivisor })}
              checked={s.rule.index}
              onChange={(index) => setRule({ index })}
              error={err("rule.index")}
            />
            <Check
              label={t("missedEvening", { placementPoints: signed(CLUB_MISSED_EVENING.placementPoints), points: signed(CLUB_MISSED_EVENING.points) })}
              hint={t("missedEveningHint")}
              checked={s.rule.missedEvening}
              onChange={(missedEvening) => setRule({ missedEvening })}
              error={err("rule.missedEvening")}
            />
          </div>
        ) : null}
        {s.rule.kind !== "ddv" ? (
          <details className="rounded-lg border border-stone-200 p-3" open={filtersUsed || undefined}>
            <summary className="min-h-12 cursor-pointer content-center text-lg font-medium">{t("filters")}</summary>
            <p className="mb-3 text-stone-600">{t("filtersHint")}</p>
            <div className="grid gap-4 md:grid-cols-3">
              {s.rule.kind !== "average" ? number("minRounds", t("minRounds"), t("minRoundsHint")) : null}
              {number("minPlayers", t("minPlayers"))}
              {number("minEventRounds", t("minEventRounds"))}
            </div>
          </details>
        ) : null}
      </fieldset>

      <ErrorText error={err("version", "clubId") ?? errors.general} />
      {saved ? <p className="text-green-800">{t("saved")}</p> : null}
      <Button type="submit" disabled={busy}>
        {props.mode === "create" ? t("create") : t("save")}
      </Button>
    </form>
  );
}
