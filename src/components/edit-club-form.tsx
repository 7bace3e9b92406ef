"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

export function EditClubForm({ club }: { club: { id: string; name: string; city: string | null; version: number } }) {
  const t = useTranslations("clubs.editForm");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const [saved, setSaved] = useState(false);
  const update = useMutation(trpc.club.update.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    errors.clear();
    setSaved(false);
    try {
      await update.mutateAsync({
        clubId: club.id,
        version: club.version,
        name: String(form.get("name") ?? ""),
        city: String(form.get("city") ?? "") || undefined,
      });
      setSaved(true);
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate key={club.version}>
      <Field label={t("name")} name="name" defaultValue={club.name} error={errors.field("name")} />
      <Field label={t("city")} name="city" defaultValue={club.city ?? ""} error={errors.field("city")} />
      <ErrorText error={errors.field("version") ?? errors.general} />
      {saved ? <p className="text-green-800">{t("saved")}</p> : null}
      <Button type="submit" disabled={update.isPending}>
        {t("submit")}
      </Button>
    </form>
  );
}
