"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

export function CreateClubForm() {
  const t = useTranslations("clubs.createForm");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const create = useMutation(trpc.club.create.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    errors.clear();
    try {
      const club = await create.mutateAsync({
        name: String(form.get("name") ?? ""),
        city: String(form.get("city") ?? "") || undefined,
      });
      router.push(`/org/vereine/${club.id}`);
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start" noValidate>
      <Field label={t("name")} name="name" required error={errors.field("name")} />
      <Field label={t("city")} name="city" error={errors.field("city")} />
      <Button type="submit" disabled={create.isPending} className="md:mt-7">
        {t("submit")}
      </Button>
      <div className="md:col-span-3">
        <ErrorText error={errors.general} />
      </div>
    </form>
  );
}
