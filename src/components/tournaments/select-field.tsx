// A labelled select with the same large touch target as Field (src/components/ui.tsx).
import type { SelectHTMLAttributes } from "react";
import type { Bilingual } from "@/lib/bilingual";
import { ErrorText } from "../ui";

export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  error?: Bilingual | null;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-base font-medium">{label}</span>
      <select
        {...select}
        aria-invalid={error ? true : undefined}
        className={`min-h-12 w-full rounded-lg border bg-white px-3 py-2 text-lg ${error ? "border-red-600" : "border-stone-300"}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? <span className="mt-1 block text-sm text-stone-600">{hint}</span> : null}
      <ErrorText error={error} />
    </label>
  );
}
