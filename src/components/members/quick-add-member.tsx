"use client";
// For late arrivals at the venue: one big field, Enter, done. The number comes back large, to call out.
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText } from "../ui";
import { useFormErrors } from "../use-form-errors";

export function QuickAddMember({ clubId }: { clubId: string }) {
  const t = useTranslations("members.quickAdd");
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const input = useRef<HTMLInputElement>(null);
  const [added, setAdded] = useState<{ playerNumber: number; name: string } | null>(null);
  const quickAdd = useMutation(trpc.member.quickAdd.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    errors.clear();
    setAdded(null);
    try {
      const m = await quickAdd.mutateAsync({ clubId, fullName: input.current?.value ?? "" });
      setAdded({ playerNumber: m.playerNumber, name: `${m.firstName} ${m.lastName}` });
      if (input.current) input.current.value = "";
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
    input.current?.focus();
  }

  const error = errors.field("fullName") ?? errors.field("clubId") ?? errors.general;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <label htmlFor="quick-add-name" className="block text-base font-medium">
        {t("label")} <span className="text-sm text-stone-500">{t("hint")}</span>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="quick-add-name"
          ref={input}
          name="fullName"
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="done"
          placeholder={t("placeholder")}
          aria-invalid={error ? true : undefined}
          className={`min-h-14 flex-1 rounded-lg border bg-white px-4 text-2xl ${error ? "border-red-600" : "border-stone-300"}`}
        />
        <Button type="submit" disabled={quickAdd.isPending} className="min-h-14 text-xl">
          {t("submit")}
        </Button>
      </div>
      <ErrorText error={error} />
      {added ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-lg text-green-900">
          {t.rich("added", {
            number: String(added.playerNumber),
            name: added.name,
            big: (c) => <span className="text-3xl font-bold tabular-nums">{c}</span>,
          })}
        </p>
      ) : null}
    </form>
  );
}
