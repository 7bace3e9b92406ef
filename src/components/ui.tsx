// Small presentational building blocks: large touch targets (at least 48 px), high contrast.
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from "react";
import { usePick } from "@/i18n/use-pick";
import type { Bilingual } from "@/lib/bilingual";

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "danger" }) {
  const colors = {
    primary: "bg-brand text-white hover:bg-blue-800 disabled:bg-stone-400",
    secondary: "bg-white text-stone-900 border border-stone-300 hover:bg-stone-100",
    danger: "bg-red-700 text-white hover:bg-red-800",
  }[variant];
  return (
    <button
      {...props}
      className={`min-h-12 rounded-lg px-5 py-2 text-lg font-semibold transition ${colors} ${className}`}
    />
  );
}

/** A text from the catalogue, or one from the server or engine in both languages with its stable code. */
export type ShownError = string | (Bilingual & { code?: string });

/** An error in the reader's language; the engine's or server's stable code rides along for support and tests. */
export function ErrorText({ error }: { error?: ShownError | null }) {
  const pick = usePick();
  if (!error) return null;
  return (
    <p role="alert" className="mt-1 text-base text-red-700" data-code={typeof error === "string" ? undefined : error.code}>
      {typeof error === "string" ? error : pick(error)}
    </p>
  );
}

export function Field({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: ShownError | null }) {
  return (
    <label className="block">
      <span className="mb-1 block text-base font-medium">{label}</span>
      <input
        {...input}
        aria-invalid={error ? true : undefined}
        className={`min-h-12 w-full rounded-lg border bg-white px-3 py-2 text-lg ${error ? "border-red-600" : "border-stone-300"}`}
      />
      <ErrorText error={error} />
    </label>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-xl border border-stone-200 bg-white p-5 shadow-sm ${className}`}>{children}</section>;
}

export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold">{children}</h1>
      {sub ? <p className="mt-1 text-stone-600">{sub}</p> : null}
    </div>
  );
}
