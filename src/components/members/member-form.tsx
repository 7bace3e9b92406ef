"use client";
// Add a member (number optional: the next free one otherwise) or edit one (the number stays).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "../ui";
import { useFormErrors } from "../use-form-errors";
import type { Member } from "./types";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export function MemberForm({ clubId, member, onDone }: { clubId: string; member?: Member; onDone?: () => void }) {
  const t = useTranslations("members.form");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [saved, setSaved] = useState<string | null>(null);
  const create = useMutation(trpc.member.create.mutationOptions());
  const update = useMutation(trpc.member.update.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const details = {
      firstName: text(form, "firstName"),
      lastName: text(form, "lastName"),
      email: text(form, "email"),
      city: text(form, "city"),
      federationNumber: text(form, "federationNumber"),
    };
    errors.clear();
    setSaved(null);
    try {
      if (member) {
        await update.mutateAsync({ memberId: member.id, version: member.version, ...details });
        onDone?.();
      } else {
        const number = text(form, "playerNumber").trim();
        // A non-number reaches the server as NaN and comes back as a field error in both languages.
        const m = await create.mutateAsync({ clubId, ...details, playerNumber: number ? Number(number) : undefined });
        setSaved(t("created", { number: String(m.playerNumber), name: `${m.firstName} ${m.lastName}` }));
        formEl.reset();
      }
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {member ? (
        <p className="text-base text-stone-600">
          {t.rich("numberFixed", {
            number: String(member.playerNumber),
            b: (c) => <span className="font-bold tabular-nums text-stone-900">{c}</span>,
          })}
        </p>
      ) : (
        <Field
          label={t("number")}
          name="playerNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("numberPlaceholder")}
          error={errors.field("playerNumber")}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("firstName")} name="firstName" defaultValue={member?.firstName} autoComplete="off" error={errors.field("firstName")} />
        <Field label={t("lastName")} name="lastName" defaultValue={member?.lastName} autoComplete="off" error={errors.field("lastName")} />
        <Field label={t("email")} name="email" type="email" defaultValue={member?.email ?? ""} error={errors.field("email")} />
        <Field label={t("city")} name="city" defaultValue={member?.city ?? ""} error={errors.field("city")} />
        {/* A player of ranking tournaments: the same person in other clubs' seasons. Not shown on public pages. */}
        <Field
          label={t("federationNumber")}
          name="federationNumber"
          defaultValue={member?.federationNumber ?? ""}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t("federationNumberPlaceholder")}
          error={errors.field("federationNumber")}
        />
      </div>
      <ErrorText error={errors.field("version") ?? errors.field("clubId") ?? errors.field("memberId") ?? errors.general} />
      {saved ? <p role="status" className="text-lg text-green-800">{saved}</p> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {member ? t("save") : t("create")}
        </Button>
        {member && onDone ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
