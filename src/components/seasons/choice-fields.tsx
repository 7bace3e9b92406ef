"use client";
// The season form's choices: large radio buttons and a check box, each with an optional sentence under it.
import type { ReactNode } from "react";
import { ErrorText, type ShownError } from "../ui";

/** One of a few choices, each a large radio button with an optional sentence under it. */
export function Choices<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled,
  error,
}: {
  legend: string;
  name: string;
  value: V;
  options: { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  error: ShownError | null;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 block text-base font-medium">{legend}</legend>
      <div className="space-y-2">
        {options.map((o) => (
          <Option
            key={o.value}
            label={o.label}
            hint={o.hint}
            selected={o.value === value}
            control={<input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} className="mt-1 size-5 shrink-0" />}
          />
        ))}
      </div>
      <ErrorText error={error} />
    </fieldset>
  );
}

export function Check({
  label,
  hint,
  checked,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: ShownError | null;
}) {
  return (
    <div>
      <Option
        label={label}
        hint={hint}
        selected={checked}
        control={<input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-5 shrink-0" />}
      />
      <ErrorText error={error} />
    </div>
  );
}

function Option({ control, label, hint, selected }: { control: ReactNode; label: string; hint?: string; selected: boolean }) {
  return (
    <label className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 ${selected ? "border-brand bg-blue-50" : "border-stone-300 bg-white"}`}>
      {control}
      <span className="block">
        <span className="block text-lg">{label}</span>
        {hint ? <span className="block text-sm text-stone-600">{hint}</span> : null}
      </span>
    </label>
  );
}
