"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

export function AddOrganizerForm({ clubId }: { clubId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const add = useMutation(trpc.club.addOrganizer.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    errors.clear();
    try {
      await add.mutateAsync({
        clubId,
        email: String(form.get("email") ?? ""),
        role: form.get("role") === "owner" ? "owner" : "organizer",
      });
      formEl.reset();
      router.refresh();
    } catch (err) {
      errors.fromError(err);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field label="E-Mail-Adresse des Kontos" name="email" type="email" error={errors.field("email")} />
      <label className="block">
        <span className="mb-1 block text-base font-medium">Rolle</span>
        <select name="role" className="min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-lg">
          <option value="organizer">Turnierleitung</option>
          <option value="owner">Eigentümer</option>
        </select>
      </label>
      <ErrorText error={errors.general} />
      <Button type="submit" disabled={add.isPending}>
        Hinzufügen
      </Button>
    </form>
  );
}
