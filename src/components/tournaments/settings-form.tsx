"use client";
// The frame of a game's settings form, to create a tournament or to edit one: the general settings, the game's flow
// (locked once round 1 has begun) and its other fieldsets, the form's error and the submit. The game's form holds its
// settings (useSettingsForm) and says what it sends.
import { useMutation } from "@tanstack/react-query";
import type { inferRouterInputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import type { Bilingual } from "@/lib/bilingual";
import type { AppRouter } from "@/server/api/root";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";
import { GeneralFields, today, type GeneralSettings } from "./general-fields";

type Inputs = inferRouterInputs<AppRouter>["tournament"];

export type SettingsFormProps<S> =
  | { mode: "create"; clubId: string }
  | { mode: "edit"; tournamentId: string; version: number; initial: S; frozen: boolean };

/** What a game's form sends: a new tournament, or the changes (without the frozen ones once round 1 has begun). */
export interface SettingsInput {
  create(clubId: string): Inputs["create"];
  update(frozen: boolean): Omit<Inputs["update"], "tournamentId" | "version">;
}

/** A number field's value: NaN while empty, so that the server names the field. */
export const numberOf = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));

export function useSettingsForm<S extends GeneralSettings>(props: SettingsFormProps<S>, defaults: S) {
  const errors = useFormErrors();
  const [s, setS] = useState<S>(props.mode === "edit" ? props.initial : defaults);
  // Filled in the browser, so the server's time zone never decides "today" (and hydration matches).
  useEffect(() => {
    if (props.mode === "create") setS((x) => (x.date ? x : { ...x, date: today() }));
  }, [props.mode]);
  return {
    props,
    s,
    errors,
    frozen: props.mode === "edit" && props.frozen,
    patch: (p: Partial<S>) => setS((x) => ({ ...x, ...p })),
    /** The first error of these fields. */
    err: (...keys: string[]) => keys.map((k) => errors.field(k)).find(Boolean) ?? null,
  };
}

export type SettingsFormState<S extends GeneralSettings> = ReturnType<typeof useSettingsForm<S>>;

export function SettingsForm<S extends GeneralSettings>({ form, input, frozenNote, error, flow, children }: {
  form: SettingsFormState<S>;
  input: SettingsInput;
  /** What is locked once round 1 has begun, in the game's words. */
  frozenNote: string;
  /** The error no field shows. */
  error: Bilingual | null;
  /** The game's fields of the flow (locked with it); `children` are its fieldsets after it. */
  flow: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations("tournaments");
  const trpc = useTRPC();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const create = useMutation(trpc.tournament.create.mutationOptions());
  const update = useMutation(trpc.tournament.update.mutationOptions());
  const { props, errors, frozen } = form;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    errors.clear();
    setSaved(false);
    try {
      if (props.mode === "create") {
        const created = await create.mutateAsync(input.create(props.clubId));
        router.push(`/org/turniere/${created.id}`);
      } else {
        await update.mutateAsync({ tournamentId: props.tournamentId, version: props.version, ...input.update(frozen) });
        setSaved(true);
        router.refresh();
      }
    } catch (failure) {
      errors.fromError(failure);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {/* S holds the general settings, so a patch of them is one of S. */}
      <GeneralFields s={form.s} set={(p) => form.patch(p as Partial<S>)} err={form.err} />

      <fieldset className="grid gap-4 md:grid-cols-2" disabled={frozen}>
        <legend className="mb-2 text-xl font-semibold">{t("settingsForm.flow")}</legend>
        {frozen ? <p className="md:col-span-2 rounded-lg bg-amber-50 p-3 text-amber-900">{frozenNote}</p> : null}
        {flow}
      </fieldset>
      {children}

      <ErrorText error={error} />
      {saved ? <p className="text-green-800">{t("settingsForm.saved")}</p> : null}
      <Button type="submit" disabled={create.isPending || update.isPending}>
        {props.mode === "create" ? t("settingsForm.create") : t("settingsForm.save")}
      </Button>
    </form>
  );
}
