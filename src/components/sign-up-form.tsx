"use client";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/trpc/client";
import { Button, ErrorText, Field } from "./ui";
import { useFormErrors } from "./use-form-errors";

export function SignUpForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const errors = useFormErrors();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    errors.clear();
    try {
      await signUp.mutateAsync(input);
    } catch (err) {
      errors.fromError(err);
      return;
    }
    await signIn("credentials", { email: input.email, password: input.password, redirect: false });
    router.push("/org");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field label="Name" name="name" autoComplete="name" required error={errors.field("name")} />
      <Field label="E-Mail-Adresse" name="email" type="email" autoComplete="username" required error={errors.field("email")} />
      <Field
        label="Passwort (mindestens 10 Zeichen)"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.field("password")}
      />
      <ErrorText error={errors.general} />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? "Konto wird angelegt …" : "Konto anlegen"}
      </Button>
    </form>
  );
}
